# expect: value 2
# technique: parameter and return annotations calling eval are never evaluated
def f(a: eval('1')) -> exec('import os'):
    return a + 1
f(1)
