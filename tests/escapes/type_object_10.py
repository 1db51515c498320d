# expect: value None
# technique: an empty class statement is admitted (guest class)
class X:
    pass
