# expect: compile STK-V005
# technique: kv.__class__ to reach the host class
# bindings: kv
kv.__class__
