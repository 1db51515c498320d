# expect: value 1
# technique: a generator suspended inside a with block is finalised after the run ended
# check: no-survivors
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("exit ran")
        return True
def gen():
    with CM():
        yield 1
        yield 2
g = gen()
keep = [g]
next(g)
