# expect: guest TypeError
# technique: functools.wraps with an assigned list naming __class__ (update_wrapper would setattr any attribute it is given)
import functools
class A:
    pass
class B:
    pass
functools.wraps(B(), assigned=("__class__",))(A())
