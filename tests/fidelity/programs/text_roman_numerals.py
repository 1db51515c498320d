from typing import List, Tuple

PAIRS: List[Tuple[int, str]] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    parts = []
    for value, symbol in PAIRS:
        count, n = divmod(n, value)
        parts.append(symbol * count)
    return "".join(parts)


def from_roman(s: str) -> int:
    total = 0
    for i, ch in enumerate(s):
        v = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


samples = [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]
table = {n: to_roman(n) for n in samples}
assert all(from_roman(r) == n for n, r in table.items())
print(" ".join(table.values()))
errors = []
for bad in (0, 4000, -5):
    try:
        to_roman(bad)
    except ValueError as e:
        errors.append(str(e))
try:
    from_roman("XIZ")
except KeyError as e:
    errors.append(repr(e))
(table, errors)
