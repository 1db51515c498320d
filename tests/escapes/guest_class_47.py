# expect: guest AttributeError
# technique: super() object used to read a builtin base method (with_traceback)
class E(Exception):
    def __init__(self):
        self.with_traceback = 0
    def m(self):
        return super().with_traceback
E().m()
