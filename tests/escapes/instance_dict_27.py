# expect: compile STK-V011
# technique: a generator expression of vars() dicts in the result: a lazy generator could hand a live dict to guest code
class P:
    pass


ps = [P()]
list(vars(p) for p in ps)
