# expect: guest TypeError
# technique: class pattern on a guest exception class reading a method its non-guest base supplies
class Boom(Exception):
    pass

match Boom("x"):
    case Boom(with_traceback=w):
        result = w
