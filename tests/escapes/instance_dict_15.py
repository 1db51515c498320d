# expect: compile STK-V011
# technique: vars() of a class named by a capitalised binding
class A:
    pass
C = [A][0]
print(list(vars(C)))
