# expect: value ["ValueError('mine')", None, 'BindingError']
# technique: a binding failure raised while the guest handles its own error chains to that error only
# bindings: kv
try:
    try:
        raise ValueError("mine")
    except ValueError:
        kv.fail()
except Exception as e:
    err = e
[repr(err.__context__), err.__context__.__context__, type(err).__name__]
