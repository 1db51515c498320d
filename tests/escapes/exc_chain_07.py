# expect: value [None, "ValueError('outer')"]
# technique: guard refusal of a denied attribute inside a handler: context is the guest's error, not the lookup
try:
    try:
        raise ValueError("outer")
    except ValueError:
        getattr(len, "__self__")
except AttributeError as e:
    err = e
[err.__cause__, repr(err.__context__)]
