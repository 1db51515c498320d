# expect: value 1
# technique: a keyword call of an export is checked and works
# bindings: kv
kv.get(key="a")
