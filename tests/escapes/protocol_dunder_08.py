# expect: value [3, 'NotImplemented', 6]
# technique: arithmetic slots read off builtin classes act as the slot does (NotImplemented for a foreign operand), nothing more
ops = {"add": int.__add__, "mul": int.__mul__}
r = ops["add"](1, 2.5)
[ops["add"](1, 2), "NotImplemented" if r is NotImplemented else r, ops["mul"](2, 3)]
