# expect: limit stdout
# technique: print('x' * 10**6) in a loop with a small stdout limit
# limits: stdout=100000
while True:
    print('x' * 10**6)
