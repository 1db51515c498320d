# expect: guest TypeError
# technique: aiter() of a plain iterable (no host object is an async iterable)
aiter([1, 2, 3])
