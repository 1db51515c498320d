# expect: compile STK-V005
# technique: printing the binding object
# bindings: kv
print(kv)
