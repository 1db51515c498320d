# expect: compile STK-V002
# technique: annotation evaluation is not a way to read a reserved name in a class body
class C:
    x: int
    y: __annotations__
