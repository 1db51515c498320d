# expect: guest AttributeError
# technique: unbound str.format called on the class with a traversing field
str.format("{0.__class__.__base__}", 1)
