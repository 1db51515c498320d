# expect: value [3, 'ok', 5]
# technique: a method called unbound with another guest class's instance and with a plain int (duck typing stays exact)
class A:
    def __init__(self, x):
        self.x = x
    def get(self):
        return self.x
class B:
    def __init__(self):
        self.x = 5
def main_value():
    out = [A.get(A(3))]
    try:
        A.get(7)
    except AttributeError as e:
        out.append("ok" if "'int' object has no attribute 'x'" in str(e) else str(e))
    out.append(A.get(B()))
    return out
main_value()
