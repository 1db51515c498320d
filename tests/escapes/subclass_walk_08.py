# expect: guest AttributeError
# technique: str.format reached through map() over format strings
list(map(str.format, ["{0.__class__.__base__}"], [1]))
