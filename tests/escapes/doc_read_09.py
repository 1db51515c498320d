# expect: guest AttributeError
# technique: __qualname__ of a builtin (a stand-in in the guest)
len.__qualname__
