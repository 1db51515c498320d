# expect: value [True, "<class 'type'>"]
# technique: type() of a guest class (the metaclass): the guest's own type stand-in, never the real class type (whose methods would make classes past build_class)
class A:
    pass
t = type(A)
[t is type, repr(t)]
