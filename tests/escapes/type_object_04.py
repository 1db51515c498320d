# expect: value True
# technique: isinstance on builtin types is admitted
isinstance(1, int)
