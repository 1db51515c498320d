import math
from itertools import compress, count, islice


def sieve(n: int) -> list[int]:
    flags = bytearray([1]) * (n + 1)
    flags[0:2] = b"\x00\x00"
    for i in range(2, math.isqrt(n) + 1):
        if flags[i]:
            flags[i * i::i] = bytes(len(range(i * i, n + 1, i)))
    return list(compress(range(n + 1), flags))


def factorize(n: int) -> dict[int, int]:
    factors: dict[int, int] = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors[d] = factors.get(d, 0) + 1
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def primes():
    for k in count(2):
        if all(k % p for p in range(2, math.isqrt(k) + 1)):
            yield k


small = sieve(100)
print(len(small), small[-5:])
twin = [(p, p + 2) for p in small if p + 2 in set(small)]
print("twins:", twin)
fact = {n: factorize(n) for n in (360, 97, 1001, 2**10 * 3**4, 600851475143)}
for n, f in fact.items():
    print(n, "=", " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in f.items()))
(list(islice(primes(), 10, 15)), len(sieve(10_000)), fact[600851475143])
