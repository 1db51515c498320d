# expect: limit result | door
# technique: returning a DAG of dicts sharing children
d = {"x": 0}
for i in range(60):
    d = {"l": d, "r": d}
d
