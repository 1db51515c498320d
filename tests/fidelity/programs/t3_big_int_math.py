def modexp_table(base, mods):
    return {m: pow(base, 10**6, m) for m in mods}


def digits_sum(n: int) -> int:
    return sum(int(d) for d in str(n))


def collatz_len(n: int) -> int:
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


fact = 1
for k in range(1, 51):
    fact *= k
print(fact, len(str(fact)), digits_sum(2**1000))
print(modexp_table(7, [13, 1_000_000_007, 2**61 - 1]))
print(pow(3, -1, 11), divmod(-17, 5), -17 // 5, -17 % 5, divmod(17, -5), 7.5 // 2, -7.5 % 2)
print(int("1" * 30) * 3, 10**20 // 7, (10**20) / 7, 2**64 - 1 == 0xFFFF_FFFF_FFFF_FFFF, (255).bit_length(), (-1) ** 0.5 if False else abs(-3))
print(max(range(1, 10000), key=collatz_len), f"{2**100:,}", f"{2**70:e}", hex(2**65), bin(-10), oct(64))
print(round(123456, -2), round(-2.675, 2), int(-3.99), int("-0042"), float(2**53 + 1) == 2**53, 0.1 * 3 == 0.3)
print(sum(i * i for i in range(10**4)), 1 << 100 >> 98, 6 & 3, 6 | 3, 6 ^ 3, ~5, True + True)
gcd_chain = [a for a in range(1, 60) if all(a % p for p in (2, 3, 5))]
gcd_chain, (2**31).to_bytes(5, "little"), int.from_bytes(b"\xff\xff", "big", signed=True), 10**18 + 0.5
