# expect: value True
# technique: issubclass between builtin types
issubclass(bool, int)
