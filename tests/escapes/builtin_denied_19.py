# expect: guest AttributeError
# technique: map(getattr, ...) with a refused name (the guard runs for every item)
list(map(getattr, [1, 2], ["real", "__dict__"]))
