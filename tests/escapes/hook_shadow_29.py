# expect: value 6
# technique: shadowing the builtins the lowering mirrors (zip, next, iter) does not reach the hooks
zip = None
next = None
iter = None
t = 0
for x in [1, 2, 3]:
    t += x
t
