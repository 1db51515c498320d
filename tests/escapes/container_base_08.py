# expect: guest AttributeError
# technique: replace the builtin update on a subclass instance with an attribute (store of a base method's name)
class D(dict):
    pass
d = D()
d.update = print
