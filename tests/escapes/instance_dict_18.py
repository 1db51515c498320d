# expect: guest AttributeError
# technique: setdefault a dunder into an instance's dict (deepcopy's __deepcopy__ hook)
import copy
class A:
    pass
a = A()
a.__dict__.setdefault("__deepcopy__", lambda memo: print("pwned"))
copy.deepcopy(a)
