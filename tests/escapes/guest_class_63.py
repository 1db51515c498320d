# expect: guest AttributeError
# technique: an exception subclass's method reads a base attribute outside the exception allowlist (with_traceback)
class Decoy:
    with_traceback = 1
class E(Exception):
    def m(self):
        return self.with_traceback
E("x").m()
