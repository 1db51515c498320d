# expect: value ['ValueError', 'KeyError', 'ValueError', 'KeyError', 'ValueError', 'KeyError']
# technique: a cycle in __cause__ links built with raise ... from, walked a bounded number of steps
a = ValueError("a")
b = KeyError("b")
try:
    raise a from b
except ValueError:
    pass
try:
    raise b from a
except KeyError:
    pass
names = []
e = a
for _ in range(6):
    names.append(type(e).__name__)
    e = e.__cause__
names
