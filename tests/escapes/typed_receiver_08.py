# expect: value [1, 2]
# technique: typed receiver: a class body reads a guest instance's attribute (LOAD_NAME form)
class A:
    def __init__(self, x):
        self.x = x
class B:
    a = A(1)
    got = [a.x]
    a = A(2)
    got.append(a.x)
B.got
