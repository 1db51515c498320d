# expect: raises ValueError
ROMAN = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n: int) -> str:
    if not isinstance(n, int) or not 0 < n < 4000:
        raise ValueError(f"cannot convert {n!r} to roman numerals")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    s = s.upper().strip()
    if not s or any(ch not in VALUES for ch in s):
        raise ValueError(f"invalid roman numeral: {s!r}")
    total = 0
    for i, ch in enumerate(s):
        v = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > v:
            total -= v
        else:
            total += v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical roman numeral: {s!r}")
    return total


for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    assert from_roman(r) == n
    print(f"{n:>5} = {r}")
for bad in ["IIII", "MMXXIV", "abc", "xlii"]:
    try:
        print(bad, "->", from_roman(bad))
    except ValueError as e:
        print(e)
print(sum(from_roman(to_roman(i)) == i for i in range(1, 4000)))
to_roman(4000)
