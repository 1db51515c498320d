# expect: compile STK-V011
# technique: vars() in the iterable of a result comprehension is bound to a guest name that can write to it
class P:
    pass


p = P()
[d.update({"__class__": int}) for d in [vars(p)]]
