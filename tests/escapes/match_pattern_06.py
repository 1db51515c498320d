# expect: guest TypeError
# technique: class pattern with keywords on a self-matching builtin plus a positional sub-pattern
match 5:
    case int(x, real=r):
        result = r
