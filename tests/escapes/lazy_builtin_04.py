# expect: value [True, True, "enumerate", [[1, "a"]]]
# technique: type() of a lazy builtin's result is the guest's stand-in (its call is metered), never the host class
e = enumerate("a", 1)
T = type(e)
[T is enumerate, isinstance(e, T), T.__name__, [list(p) for p in T("a", 1)]]
