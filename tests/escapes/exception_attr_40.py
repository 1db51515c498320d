# expect: value [True, "foo", 5]
# technique: AttributeError.obj of a miss the guard answered is the object the program read from (it already holds it)
out = []
o = object()
try:
    getattr(o, "foo")
except AttributeError as e:
    out.append(e.obj is o)
try:
    getattr(5, "foo")
except AttributeError as e:
    out.append(e.name)
    out.append(e.obj)
out
