# expect: compile STK-V002
# technique: assigning __wrapped__ on a guest function to plant an object for later reads
def f():
    pass
f.__wrapped__ = print
