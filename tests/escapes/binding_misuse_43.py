# expect: value 1
# technique: a second program file calls the binding statically
# bindings: kv
import util
util.f()
# ===== util.py
def f():
    return kv.get('a')
