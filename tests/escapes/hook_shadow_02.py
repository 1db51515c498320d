# expect: compile STK-V002
# technique: except-as target named like a hook
try:
    pass
except Exception as __sk_check:
    pass
