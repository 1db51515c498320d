# expect: guest TypeError
# technique: anext() of a sync generator
def gen():
    yield 1
anext(gen())
