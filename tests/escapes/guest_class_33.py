# expect: compile STK-V002
# technique: a class attribute named like a hook
class A:
    __sk_ga = 1
