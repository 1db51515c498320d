# expect: compile STK-V003
# technique: class pattern on a guest exception class reading a method its non-guest base supplies
class Boom(Exception):
    pass

match Boom("x"):
    case Boom(with_traceback=w):
        result = w
