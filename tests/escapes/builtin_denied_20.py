# expect: compile STK-V011
# technique: sorted(key=getattr-like vars)
sorted([1], key=vars)
