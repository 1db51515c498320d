# expect: guest AttributeError
# technique: a guest function's own __get__ to bind it to a host object
class D:
    def __get__(self, obj, owner=None):
        return obj
def f(self):
    return self
f.__get__(print)()
