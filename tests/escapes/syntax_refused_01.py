# expect: guest TypeError
# technique: match class pattern reads str.format raw (bypassing the guarded format)
match "{0.__class__}":
    case str(format=f):
        result = f(1)
