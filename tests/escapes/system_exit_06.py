# expect: value ('code', 2, (7,), 'n')
# technique: assigning the data attributes of exceptions (code, args, StopIteration.value, NameError.name) on a subclass and on builtin instances stores plain data only
class Exit(SystemExit):
    pass


e = Exit(1)
e.code = "code"
s = SystemExit(1)
s.code = 2
v = ValueError(1)
v.args = [7]
n = NameError("x")
n.name = "n"
(e.code, s.code, v.args, n.name)
