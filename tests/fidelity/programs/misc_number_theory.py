from math import gcd, isqrt


def digits_sum(n):
    return sum(int(d) for d in str(abs(n)))


def is_perfect(n):
    if n < 2:
        return False
    total = 1
    for d in range(2, isqrt(n) + 1):
        if n % d == 0:
            total += d + (n // d if d != n // d else 0)
    return total == n


def base_convert(n, base):
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    neg, n = n < 0, abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(alphabet[r])
    return ("-" if neg else "") + "".join(reversed(out))


def modpow_inverse(a, m):
    return pow(a, -1, m)


def luhn(number: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return total % 10 == 0


(digits_sum(2 ** 100), [n for n in range(1, 10000) if is_perfect(n)], [base_convert(n, b) for n, b in [(255, 16), (-10, 2), (12345, 36), (0, 7)]],
 modpow_inverse(3, 11), pow(2, 100, 97), gcd(2 ** 40, 6 ** 20), [luhn(c) for c in ["4539578763621486", "1234567812345678"]],
 divmod(-7, 2), -7 // 2, -7 % 2, round(-2.5), int(-2.7), 7 / 2, 2 ** -1, 10 ** 20, 0.1 * 3)
