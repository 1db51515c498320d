# expect: guest TypeError
# technique: a guest attribute name reused to read the same name off a guest exception's non-guest base
class Boom(Exception):
    pass

class Other:
    def __init__(self):
        self.with_traceback = 1

match Boom("x"):
    case Boom(with_traceback=w):
        result = w
