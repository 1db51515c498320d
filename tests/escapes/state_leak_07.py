# expect: value 1
# technique: a run mutates its argument; each run gets a fresh copy of the host's args
# entry: main
# args: [[]]
# runs: 3
def main(x):
    x.append(1)
    return len(x)
