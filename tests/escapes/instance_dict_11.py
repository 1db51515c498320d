# expect: compile STK-V011
# technique: getattr on what vars() gave (to reach its owner slot): vars(x) passed to anything but a reader is refused
class A:
    pass
for v in [getattr(vars(A()), "_sk_" + "owner")]:
    pass
