# expect: guest E
# technique: an exception carrying a guest object out of the run
# check: no-survivors
class Box:
    def __repr__(self):
        return 'box'
class E(Exception):
    pass
raise E(Box())
