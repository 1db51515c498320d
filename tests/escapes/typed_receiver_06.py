# expect: value [5, 7]
# technique: typed receiver: a walrus in the arguments rebinds the receiver after the lookup
class A:
    def __init__(self, v):
        self.v = v
    def m(self, other):
        return self.v
def main():
    a = A(5)
    first = a.m((a := A(7)))
    return [first, a.m(0)]
main()
