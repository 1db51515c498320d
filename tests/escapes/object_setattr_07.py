# expect: guest AttributeError
# technique: rebind the name object, then read __setattr__ off what it now names (the runtime answers only the class object)
class A:
    pass
object = A
object.__setattr__(A(), "y", 1)
