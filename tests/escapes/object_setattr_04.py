# expect: compile STK-V002
# technique: read __setattr__ off a guest instance (its class's or object's slot wrapper, bound)
class A:
    pass
A().__setattr__("__class__", int)
