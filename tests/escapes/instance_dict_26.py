# expect: value ([{'x': 1, 'seen': True}], {0: {'x': 1, 'seen': True}})
# technique: live vars() dicts as the elements of the script's result comprehensions: the condition changes the object first, as in CPython, and no guest code can reach the dicts before the door copies them
class P:
    def __init__(self, x):
        self.x = x


def keep(p):
    p.seen = True
    return True


ps = [P(1)]
([vars(p) for p in ps if keep(p)], {i: vars(p) for i, p in enumerate(ps)})
