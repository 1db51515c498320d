# expect: door
# technique: a guest class returned as the result
class A:
    pass
A
