# expect: value [True, True, 'F']
# technique: registering a stand-in class keeps the stand-in (never the real class) in the registry the guest reads
from functools import singledispatch
from fractions import Fraction
@singledispatch
def f(x):
    return "obj"
f.register(Fraction, lambda x: "F")
keys = [k for k in f.registry if k is not object]
[keys[0] is Fraction, f.dispatch(type(Fraction(1, 2))) is f.registry[Fraction], f(Fraction(1, 3))]
