# expect: door
# technique: returning an iterator
iter([1])
