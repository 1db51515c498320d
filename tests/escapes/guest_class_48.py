# expect: guest AttributeError
# technique: attribute store on a function object
def f():
    pass
f.cache = {}
