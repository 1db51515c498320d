# expect: value {}
# technique: attribute store on a function object (admitted on the program's own functions: it lands in that function's own __dict__ and reads back)
def f():
    pass
f.cache = {}
f.cache
