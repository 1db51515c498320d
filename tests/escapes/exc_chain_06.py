# expect: value [None, None, "'int' object has no attribute 'nope'"]
# technique: walk __context__ of a guard refusal (the guard looks the name up while handling its own miss)
try:
    getattr(5, "nope")
except AttributeError as e:
    err = e
[err.__context__, err.__cause__, str(err)]
