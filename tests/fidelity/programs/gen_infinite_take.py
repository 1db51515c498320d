from itertools import count, cycle, islice, takewhile, dropwhile, repeat


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def primes():
    found = []
    for n in count(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n


def round_robin(*names):
    return cycle(names)


first_fibs = list(islice(fibonacci(), 12))
under_1000 = list(takewhile(lambda x: x < 1000, fibonacci()))
big_primes = list(islice(dropwhile(lambda p: p < 100, primes()), 5))
shifts = list(zip(["mon", "tue", "wed", "thu", "fri", "sat", "sun"], round_robin("ana", "bo", "cy")))
padded = list(islice(repeat("-"), 3))
evens = list(islice((n for n in count(0, 2) if n % 3 == 0), 5))
print(first_fibs)
print(shifts)
(len(under_1000), big_primes, padded, evens)
