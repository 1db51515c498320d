# expect: guest TypeError
# technique: a guest class deriving from a builtin container
class L(list):
    pass
