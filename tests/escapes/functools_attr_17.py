# expect: value True
# technique: cached_property wrapping a host builtin, read through a guest instance: only what calling it directly gives
from functools import cached_property
class A:
    text = cached_property(repr)
a = A()
a.text == repr(a)
