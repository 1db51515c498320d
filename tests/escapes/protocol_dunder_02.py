# expect: guest AttributeError
# technique: an arithmetic special method read off an int in a file with a class (the guard still refuses it on builtins)
class K:
    pass
(2).__lshift__(10 ** 10)
