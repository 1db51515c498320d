# expect: guest AttributeError
# technique: augmented attribute assignment on an int
x = 1
x.real += 1
