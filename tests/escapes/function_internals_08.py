# expect: guest AttributeError
# technique: __name__ is a readable dunder name but not a readable attribute
(lambda: 0).__name__
