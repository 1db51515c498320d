# expect: compile STK-V002
# technique: nested tuple for-target hiding a hook name
for (a, (b, __sk_ga)) in []:
    pass
