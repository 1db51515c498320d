# expect: compile STK-V011
# technique: dict.update called unbound on what vars() gave, to skip the write-through check: vars(x) passed to anything but a reader is refused
class A:
    pass
a = A()
for _ in [dict.update(vars(a), {"__reduce_ex__": print})]:
    pass
getattr(a, "__reduce_ex__")
