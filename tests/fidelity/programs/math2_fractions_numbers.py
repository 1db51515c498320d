import math
from fractions import Fraction
from typing import List

print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.isclose(1e-10, 0, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01))
print(math.gcd(48, 180), math.gcd(0, 5), math.gcd(12, 18, 27), math.lcm(4, 6, 10))
print(math.comb(10, 3), math.perm(5, 2), math.factorial(20), math.comb(5, 7))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(2.675, 2), round(-0.5), round(1.5), round(12345, -2))
print(math.sqrt(2), math.isqrt(99), math.hypot(3, 4, 12), math.dist((0, 0), (1, 1)))
print(math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1) == math.e, f"{math.pi:.6f}")
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10), math.copysign(3, -0.0))
print(math.inf > 1e308, math.isnan(math.nan), math.isfinite(1e308 * 10), divmod(-7, 2), divmod(7.5, 2))
print(math.degrees(math.pi), math.radians(180), round(math.sin(math.pi / 6), 10), math.atan2(1, 1))
f = Fraction(3, 4)
g = Fraction("1/6")
print(f + g, f * g, f / g, f - 1, f ** 2, -f, abs(Fraction(-1, 3)))
print(Fraction(0.75), Fraction("0.125"), Fraction(1, 3).limit_denominator(10), Fraction(10, 4))
print(float(Fraction(1, 8)), int(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(f.numerator, f.denominator, Fraction(1, 2) == 0.5, Fraction(1, 3) < 0.34, repr(f), str(Fraction(4, 2)))
total = sum((Fraction(1, n) for n in range(1, 7)), Fraction(0))
print(total, float(total))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    math.sqrt(-4)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
shares: List[Fraction] = [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)]
print(sum(shares) == 1, [f"{float(s):.3f}" for s in shares], max(shares))
(7 ** 0.5, 2 ** -1, 10 // 3, -10 // 3, 10 % -3, 2 ** 100, int("0x1f", 16), int("  42 "), float("1e-3"))
