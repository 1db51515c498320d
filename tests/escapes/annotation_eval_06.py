# expect: guest TypeError
# technique: a program storing a host-looking value in its class's evaluated __annotations__, to have dataclasses or get_type_hints read it (read-only: they read the class body's annotations)
import typing
class C:
    x: int = 1
C.__annotations__["y"] = typing
