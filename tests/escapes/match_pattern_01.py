# expect: compile STK-V003
# technique: class pattern keyword gi_frame on a generator subject
def g():
    yield 1

match g():
    case int(gi_frame=f):
        pass
