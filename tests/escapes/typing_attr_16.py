# expect: compile STK-V011
# technique: parameter and return annotations calling eval and exec (evaluated at def time, so verified as any expression)
def f(a: eval('1')) -> exec('import os'):
    return a + 1
f(1)
