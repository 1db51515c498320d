# expect: compile STK-V002
# technique: a nested class named __init_subclass__ in a class body
class Base:
    class __init_subclass__:
        pass
