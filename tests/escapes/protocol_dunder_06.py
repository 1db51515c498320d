# expect: limit fuel
# limits: fuel=100000
# technique: an unbounded loop driven through __next__ of a builtin iterator is still metered
it = iter(range(10 ** 9))
n = 0
while True:
    n = it.__next__()
