# expect: guest E
# technique: a guest BaseException subclass escaping the run is a GuestError
class E(BaseException):
    pass
raise E('x')
