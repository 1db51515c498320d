# expect: compile STK-V002
# technique: assigning a dunder on a builtin exception instance through the data-attribute path
e = ValueError(1)
e.__traceback__ = None
