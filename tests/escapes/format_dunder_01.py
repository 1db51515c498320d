# expect: guest TypeError
# technique: __format__ returning a non-str (CPython's own check refuses it)
class A:
    def __format__(self, spec):
        return [spec]
f"{A():x}"
