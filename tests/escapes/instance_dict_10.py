# expect: value ((), '', ['args'])
# technique: update with a name an admitted base supplies (an exception's args descriptor): the dict entry is shadowed by the descriptor, as in CPython
class E(Exception):
    pass
e = E()
e.__dict__.update({"args": (1,)})
(e.args, str(e), sorted(vars(e)))
