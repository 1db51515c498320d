ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10**9, "billion"), (10**6, "million"), (1000, "thousand")]


def below_thousand(n: int) -> str:
    parts = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        parts.append(f"{ONES[hundreds]} hundred")
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        parts.append(TENS[tens] + (f"-{ONES[ones]}" if ones else ""))
    elif rest or not parts:
        parts.append(ONES[rest])
    return " and ".join(parts) if hundreds and rest else " ".join(parts)


def spell(n: int) -> str:
    if n < 0:
        return "minus " + spell(-n)
    if n < 1000:
        return below_thousand(n)
    chunks = []
    for value, name in SCALES:
        if n >= value:
            q, n = divmod(n, value)
            chunks.append(f"{below_thousand(q)} {name}")
    if n:
        chunks.append(below_thousand(n))
    return ", ".join(chunks)


numbers = [0, 7, 13, 42, 100, 101, 999, 1000, 2024, 1_000_001, -58, 3_405_691_582]
for n in numbers:
    print(f"{n:>14,} {spell(n)}")
max(numbers, key=lambda n: len(spell(n)))
