# expect: guest AttributeError
# technique: __bases__ of a builtin class through an alias the verifier cannot see (only the program's own classes answer)
t = [int][0]
t.__bases__
