# expect: value 1
# stdout: 'evaluated\nagain\n'
# technique: class-body annotations with side effects run as CPython runs them: guest code, lowered and guarded like any other expression, once, at class creation
from dataclasses import dataclass
@dataclass
class A:
    x: print("evaluated")
    y: [print("again")] = 0
A(1).x
