# expect: value ['x', '\n']
# technique: print(file=...) to a guest object with a write method gets one str per piece
class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


s = Sink()
print("x", file=s)
s.parts
