# expect: guest AttributeError
# technique: update with a name an admitted base supplies (an exception's args descriptor)
class E(Exception):
    pass
e = E()
e.__dict__.update({"args": (1,)})
