from itertools import accumulate, compress, filterfalse, groupby, islice, tee


def rle_encode(s: str) -> str:
    return "".join(f"{len(list(g))}{ch}" for ch, g in groupby(s))


def rle_decode(s: str) -> str:
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


def longest_streak(flags):
    return max((len(list(g)) for k, g in groupby(flags) if k), default=0)


def consecutive_ranges(nums):
    ranges = []
    for _, grp in groupby(enumerate(sorted(nums)), key=lambda t: t[1] - t[0]):
        vals = [v for _, v in grp]
        ranges.append(f"{vals[0]}-{vals[-1]}" if len(vals) > 1 else str(vals[0]))
    return ",".join(ranges)


text = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"
enc = rle_encode(text)
assert rle_decode(enc) == text
wins = [True, True, False, True, True, True, False, False, True]
a, b = tee([3, 1, 4, 1, 5, 9, 2, 6])
running_max = list(accumulate(a, max))
products = list(accumulate(b, lambda x, y: x * y))
odds = list(filterfalse(lambda n: n % 2 == 0, range(10)))
picked = list(compress("ABCDEF", [1, 0, 1, 0, 1, 1]))
print(enc)
(enc, longest_streak(wins), consecutive_ranges([1, 2, 3, 7, 8, 10, 12, 13, 14, 15]), running_max, products, odds, picked,
 list(islice(accumulate(range(1, 100)), 5, 8)))
