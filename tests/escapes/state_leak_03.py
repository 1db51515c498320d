# expect: value 1
# technique: a run mutates a closure cell; the next run starts fresh
# entry: main
# runs: 3
def make():
    n = [0]
    def bump():
        n[0] += 1
        return n[0]
    return bump
bump = make()
def main():
    return bump()
