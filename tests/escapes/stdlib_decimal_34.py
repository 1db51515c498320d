# expect: value 1
# technique: a generator kept alive by a cycle changes the decimal context from its finally block after the run
from decimal import getcontext, Decimal, Inexact


def g():
    try:
        yield 1
    finally:
        getcontext().prec = 5
        getcontext().flags[Inexact] = True
        Decimal(1) / 3


it = g()
next(it)
keep = [it]
keep.append(keep)
1
