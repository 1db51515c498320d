# expect: compile STK-V011
# technique: vars passed as a function (map(vars, ...)) to return live dicts
class A:
    pass
list(map(vars, [A()]))
