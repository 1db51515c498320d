# expect: value ['generator', True]
# technique: __class__ of a generator object: types.GeneratorType, CPython's class, whose only readable attributes are its name and the iteration protocol (frames and code stay unreachable)
import types
def g():
    yield 1
[g().__class__.__name__, g().__class__ is types.GeneratorType]
