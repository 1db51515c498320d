# expect: guest AttributeError
# technique: setattr of a base-supplied name on a guest exception subclass
class E(Exception):
    pass
setattr(E(), "with_traceback", 1)
