# expect: guest TypeError
# technique: print(file=...) to a guest object with a write method is not admitted
class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


print("x", file=Sink())
