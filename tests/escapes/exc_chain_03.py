# expect: value ['BindingError', None, None, False]
# technique: walk the chain of a binding's failure to reach the host exception (holds the secret)
# bindings: kv
try:
    kv.fail()
except Exception as e:
    err = e
[type(err).__name__, err.__cause__, err.__context__, err.__suppress_context__]
