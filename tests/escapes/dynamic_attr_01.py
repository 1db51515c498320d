# expect: guest AttributeError
# technique: getattr with a name built at run time to reach a generator's frame
def gen():
    yield 1
g = gen()
name = "gi_" + "frame"
getattr(g, name)
