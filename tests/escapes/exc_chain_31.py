# expect: value ["OSError('disk full')", True]
# technique: a cause set by assignment reads back as CPython's (the guest made it), and sets __suppress_context__
e = ValueError("x")
e.__cause__ = OSError("disk full")
[repr(e.__cause__), e.__suppress_context__]
