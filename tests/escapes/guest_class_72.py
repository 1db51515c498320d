# expect: compile STK-V002
# technique: reading __slots__ off a class to reach the slot descriptors' names
class A:
    __slots__ = ("x",)
A.__slots__
