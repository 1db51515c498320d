# expect: guest TypeError
# technique: anext() of a host iterator (anext is admitted; no host object is an async iterator)
anext(iter([]))
