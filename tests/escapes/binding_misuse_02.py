# expect: compile STK-V005
# technique: passing a binding to a function
# bindings: kv
def f(b):
    return b
f(kv)
