# expect: compile STK-V002
# technique: for-loop target named like the zip hook
for __sk_zip in []:
    pass
