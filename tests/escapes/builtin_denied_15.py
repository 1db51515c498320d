# expect: guest TypeError
# technique: print(file=...) to reach another stream
print("x", file=[])
