# expect: guest TypeError
# technique: with on an object without the protocol
with 1:
    pass
