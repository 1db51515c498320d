# expect: value None
# technique: StopIteration.value from an exhausted iterator
try:
    next(iter([]))
except StopIteration as e:
    r = e.value
r
