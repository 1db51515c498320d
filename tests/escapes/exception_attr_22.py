# expect: guest AttributeError
# technique: a guest subclass of OSError reading the base's strerror slot through self
class Holder:
    def __init__(self):
        self.strerror = 0
class MyErr(OSError):
    def __init__(self):
        super().__init__(1, "x")
    def peek(self):
        return self.strerror
MyErr().peek()
