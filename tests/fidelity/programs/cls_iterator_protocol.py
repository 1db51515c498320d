class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        return CountdownIter(self.start)


class CountdownIter:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


class Fib:
    def __init__(self, limit):
        self.limit = limit

    def __iter__(self):
        a, b = 0, 1
        while a < self.limit:
            yield a
            a, b = b, a + b

    def __len__(self):
        return sum(1 for _ in self)

    def __getitem__(self, i):
        for j, v in enumerate(self):
            if j == i:
                return v
        raise IndexError(i)


c = Countdown(3)
(list(c), list(c), list(Fib(50)), len(Fib(1000)), Fib(100)[6], sum(Countdown(10)), list(zip(Countdown(2), Fib(10))))
