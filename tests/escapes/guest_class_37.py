# expect: value 1
# technique: class attributes do not leak between runs
# runs: 3
class A:
    n = 0
A.n += 1
A.n
