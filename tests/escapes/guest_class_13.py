# expect: compile STK-V002
# technique: __qualname__ / __module__ assignment in a class body
class A:
    __module__ = 'os'
    __qualname__ = 'path'
