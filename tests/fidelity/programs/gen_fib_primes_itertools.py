from itertools import islice, count, takewhile, filterfalse, compress, dropwhile, tee, combinations, permutations
from math import isqrt, gcd, lcm, comb, perm, factorial, prod


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    return all(n % d for d in range(2, isqrt(n) + 1))


def primes():
    return filter(is_prime, count(2))


print(list(islice(fibonacci(), 15)))
print(list(islice(primes(), 12)))
fib_primes = [f for f in takewhile(lambda x: x < 10_000, fibonacci()) if is_prime(f)]
print("fibonacci primes:", fib_primes)
print(list(filterfalse(is_prime, range(1, 20))))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 2, 8])))

a, b = tee(islice(fibonacci(), 6))
next(b)
print([y / x if x else None for x, y in zip(a, b)])

print(len(list(combinations(range(6), 3))), comb(6, 3), perm(5, 2), factorial(6))
print(list(permutations("abc", 2))[:4])
print(gcd(84, 36), lcm(4, 6, 10), prod([1, 2, 3, 4]), isqrt(99))

def digits_sum(n):
    return sum(int(d) for d in str(n))

big = next(f for f in fibonacci() if len(str(f)) >= 30)
print(big, digits_sum(big))
sum(islice(primes(), 100))
