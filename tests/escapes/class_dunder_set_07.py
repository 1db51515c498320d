# expect: guest AttributeError
# technique: a special method installed on a builtin class (only the program's classes take it)
def f(self):
    return 0
setattr(list, "__len__", f)
