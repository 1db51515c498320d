import sys
from contextlib import redirect_stdout


class Tee:
    """Write to several streams at once, counting lines."""

    def __init__(self, *streams):
        self.streams = streams
        self.lines = 0

    def write(self, text):
        self.lines += text.count("\n")
        for s in self.streams:
            s.write(text)
        return len(text)

    def flush(self):
        for s in self.streams:
            s.flush()


class Collector:
    def __init__(self):
        self.chunks = []

    def write(self, text):
        self.chunks.append(text)

    def flush(self):
        pass

    def text(self):
        return "".join(self.chunks)


def fib(n):
    a, b = 0, 1
    for i in range(n):
        print(f"fib({i}) = {a}")
        a, b = b, a + b
    return a


col = Collector()
tee = Tee(sys.stdout, col)
with redirect_stdout(tee):
    result = fib(8)
    print("done", flush=True)

print("lines seen by tee:", tee.lines)
print("chunks collected:", len(col.chunks))
(result, col.text().count("fib"))
