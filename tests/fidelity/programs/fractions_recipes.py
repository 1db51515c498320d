from fractions import Fraction

recipe = {"flour": "2 1/4", "sugar": "3/4", "butter": "1/2", "eggs": "2", "milk": "1 1/3"}


def parse_qty(s):
    total = Fraction(0)
    for part in s.split():
        total += Fraction(part)
    return total


def fmt_qty(q):
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


scaled = {k: fmt_qty(parse_qty(v) * Fraction(3, 2)) for k, v in recipe.items()}
halved = {k: fmt_qty(parse_qty(v) / 2) for k, v in recipe.items()}
print(scaled)
h = sum(Fraction(1, n) for n in range(1, 11))
(scaled, halved, str(h), float(h), str(Fraction(0.75).limit_denominator()), str(Fraction("3.1415926").limit_denominator(100)))
