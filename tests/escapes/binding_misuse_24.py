# expect: compile STK-V005
# technique: kv.get.__self__ to reach the instance
# bindings: kv
kv.get.__self__
