# expect: guest AttributeError
# technique: the TypedDict key-set dunders read off something that is not a TypedDict class (a program class)
class C:
    pass
C.__required_keys__
