# expect: compile STK-V005
# technique: except-as with the binding's name
# bindings: kv
try:
    pass
except Exception as kv:
    pass
