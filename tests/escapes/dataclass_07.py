# expect: value 1
# stdout: ''
# technique: class-body annotation with a side effect must never be evaluated
from dataclasses import dataclass
@dataclass
class A:
    x: print("evaluated")
    y: [print("again")] = 0
A(1).x
