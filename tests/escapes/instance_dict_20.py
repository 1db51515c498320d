# expect: guest AttributeError
# technique: pop a dunder the runtime keeps in an exception's dict (__notes__ after add_note): deletes go through the delete rule
class E(Exception):
    pass
e = E()
e.add_note("n")
e.__dict__.pop("__notes__")
