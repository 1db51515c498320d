# expect: compile STK-V005
# technique: for-target with the binding's name
# bindings: kv
for kv in []:
    pass
