# expect: guest TypeError
# technique: type() of a function (types.FunctionType would build functions from code)
def f():
    pass
type(f)
