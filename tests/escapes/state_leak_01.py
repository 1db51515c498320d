# expect: value 1
# technique: a run appends to a mutable default argument; the next run starts fresh
# entry: main
# runs: 3
def main(acc=[]):
    acc.append(1)
    return len(acc)
