# expect: value [1, 2]
# technique: copy.deepcopy of a guest instance stays inside the run
import copy
class A:
    def __init__(self):
        self.x = [1]
a = copy.deepcopy(A())
b = copy.copy(a)
b.x.append(2)
a.x
