# expect: limit fuel
# limits: fuel=300000
# technique: an annotation whose | runs a guest __or__ that loops (metered guest code, as CPython's eval would run it)
import typing
class Loop:
    def __or__(self, other):
        while True:
            pass
L = Loop()
class C:
    x: "L | int"
typing.get_type_hints(C)
