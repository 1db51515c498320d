# expect: guest AttributeError
# technique: BaseException.with_traceback reached through a guest exception
class E(Exception):
    def __init__(self):
        self.with_traceback = 0
E.with_traceback
