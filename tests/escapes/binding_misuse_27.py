# expect: value 'kv.fail failed'
# technique: a host exception's message (with a secret) is replaced for the guest
# bindings: kv
try:
    kv.fail()
except BindingError as e:
    r = str(e)
r
