# expect: value ['BindingError', None, None]
# technique: walk __context__ of a binding refusal (raised while the door's own refusal was handled)
# bindings: kv
try:
    kv.get(int("5"))
except Exception as e:
    err = e
[type(err).__name__, err.__cause__, err.__context__]
