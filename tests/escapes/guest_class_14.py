# expect: guest TypeError
# technique: super(int, x): super over a builtin class
class A:
    pass
super(int, 1)
