# expect: compile STK-V002
# technique: a class creation hook installed after creation (__init_subclass__ is renamed for the runtime)
class C:
    pass
C.__init_subclass__ = classmethod(lambda cls: None)
