# expect: guest TypeError
# technique: an annotation with a call in it (CPython would eval it): never evaluated
import typing
class C:
    x: "print('ran') or int"
typing.get_type_hints(C)
