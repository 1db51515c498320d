# expect: value ["E", "ValueError", "Exception", "BaseException", "object"]
# technique: __mro__ of a guest exception class (builtin exception classes only)
class E(ValueError):
    pass
[k.__name__ for k in E.__mro__]
