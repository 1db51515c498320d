# expect: value [True, False, True]
# technique: hasattr answers CPython's bool for refused names without handing anything out
def f():
    pass
[hasattr(f, "__globals__"), hasattr(f, "gi_frame"), hasattr([], "__class__")]
