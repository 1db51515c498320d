# expect: compile STK-V005
# technique: taking a bound export without calling it
# bindings: kv
f = kv.get
