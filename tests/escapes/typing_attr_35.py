# expect: value 1
# technique: deferred annotations (from __future__ import annotations) naming __import__ and eval are never evaluated, as in CPython
from __future__ import annotations
def f(a: eval('1')) -> __import__('os').system('echo pwned'):
    return a
class C:
    x: __import__('os') = 1
f(C.x)
