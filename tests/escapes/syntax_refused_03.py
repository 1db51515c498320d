# expect: guest AttributeError
# technique: attribute assignment on a builtin object (only guest objects take stores)
x = []
x.append = 1
