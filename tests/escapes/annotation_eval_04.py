# expect: guest AttributeError
# technique: __annotations__ of a host class (its annotations are not the program's)
ValueError.__annotations__
