# expect: guest AttributeError
# technique: print(file=...) to reach another stream (CPython: the list has no write)
print("x", file=[])
