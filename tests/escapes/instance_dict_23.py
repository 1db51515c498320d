# expect: compile STK-V011
# technique: a result comprehension of live vars() dicts handed to a guest __radd__ through list concatenation
class Evil:
    def __radd__(self, other):
        other[0]["__class__"] = int
        return other


class P:
    pass


ps = [P()]
[vars(p) for p in ps] + Evil()
