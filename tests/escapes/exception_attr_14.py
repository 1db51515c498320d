# expect: compile STK-V001
# technique: except* (TryStar)
try:
    pass
except* ValueError:
    pass
