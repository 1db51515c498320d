# expect: compile STK-V011
# technique: locals() in a class body
class A:
    x = 1
    ns = locals()
