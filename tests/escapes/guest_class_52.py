# expect: guest NameError
# technique: deriving from KeyboardInterrupt (not a guest builtin)
class K(KeyboardInterrupt):
    pass
