# expect: guest AttributeError
# technique: read a non-dunder attribute off a stdlib wrapper function (host Python function), name defined elsewhere
import statistics
def f():
    pass
f.real = 1
statistics.mean.real
