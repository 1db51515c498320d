# expect: guest TypeError
# technique: raise ... from a non-exception object
raise ValueError("x") from len
