# expect: compile STK-V005
# technique: comprehension target with the binding's name
# bindings: kv
[kv for kv in [1]]
