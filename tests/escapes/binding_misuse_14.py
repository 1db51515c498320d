# expect: compile STK-V005
# technique: def with the binding's name
# bindings: kv
def kv():
    pass
