# expect: guest AttributeError
# technique: type.mro reached through a guest class
class A:
    def __init__(self):
        self.mro = 0
A.mro()
