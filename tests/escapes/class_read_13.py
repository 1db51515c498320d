# expect: value "A"
# technique: operator.attrgetter through __class__ to __name__ (each step guarded)
import operator
class A:
    pass
operator.attrgetter("__class__.__name__")(A())
