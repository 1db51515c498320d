# expect: guest TypeError | limit memory
# technique: passing a shared-reference DAG (exponential tree) to a binding
# limits: wall=60, memory=8000000
# bindings: kv
# kv-calls: 0
# isolate: subprocess
# timeout: 5
a = [0]
for i in range(64):
    a = [a, a]
kv.put("k", a)
