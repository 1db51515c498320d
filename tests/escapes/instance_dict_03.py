# expect: guest AttributeError
# technique: subscript-assign a dunder into x.__dict__ (written through under the store rules)
class A:
    pass
a = A()
a.__dict__["__class__"] = int
