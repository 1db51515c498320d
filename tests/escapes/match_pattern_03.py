# expect: guest TypeError
# technique: class pattern str(format_map=...) returns the raw format_map
match "{x.__class__.__mro__}":
    case str(format_map=fm):
        result = fm({"x": 1})
