# expect: guest AttributeError
# technique: getattr of the runtime's class marker on a guest class
class A:
    pass
getattr(A, "__sk_" + "guest__")
