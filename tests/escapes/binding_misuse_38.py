# expect: limit fuel
# technique: binding called from an except-clause expression after the fuel tripped
# bindings: kv
# kv-calls: 0
try:
    while True:
        pass
except kv.get("a") or Exception:
    pass
