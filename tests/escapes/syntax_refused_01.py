# expect: compile STK-V001
# technique: match statement with class patterns (attribute lookups inside patterns)
match 1:
    case int(real=r):
        pass
