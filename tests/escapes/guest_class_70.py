# expect: guest TypeError
# technique: a slot named like the runtime's class marker, to overwrite or shadow it
class A:
    __slots__ = ("__sk_guest__", "x")
A().x = 1
