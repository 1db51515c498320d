# expect: guest AttributeError
# technique: operator.attrgetter reads attributes by name at run time (a generator's frame)
import operator
def gen():
    yield 1
operator.attrgetter("gi_frame")(gen())
