# expect: guest TypeError
# technique: vars() of a guest class held under a lower-case name: its namespace holds the __dict__ getset descriptor (a live-dict reader once put in another class body)
class A:
    pass
c = [A][0]
print(list(vars(c)))
