# expect: door
# technique: 100,000-deep list built at run time, then returned
# limits: fuel=1000000
a = []
for i in range(100000):
    a = [a]
a
