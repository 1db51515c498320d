# expect: value {'y': 1}
# technique: the script's last expression is vars(x): the live dict goes straight to the door, which copies it (no program code can reach it first)
class A:
    pass
a = A()
a.y = 1
vars(a)
