# expect: door
# technique: returning a generator
(x for x in [1])
