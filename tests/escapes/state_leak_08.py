# expect: value 150000
# technique: each run gets a fresh fuel budget
# limits: fuel=200000
# runs: 3
n = 0
while n < 150000:
    n += 1
n
