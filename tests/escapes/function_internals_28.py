# expect: value 1
# technique: a guest function's own attribute does not survive into the next run of the same program
# runs: 3
def counter():
    pass
counter.n = getattr(counter, "n", 0) + 1
counter.n
