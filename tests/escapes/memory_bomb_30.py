# expect: limit memory
# technique: appending 1 kB strings forever
# limits: memory=20000000, fuel=10000000
a = []
while True:
    a.append('x' * 1000 + str(len(a)))
