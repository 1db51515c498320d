# expect: value 'leak?'
# technique: a class body reading a variable of its enclosing function (LOAD_CLASSDEREF)
def f():
    secret = 'leak?'
    class A:
        x = secret
    return A.x
f()
