results = [("kim", 340), ("lee", 410), ("max", 340), ("ned", 290), ("oli", 410), ("pam", 150), ("quinn", 340)]


def dense_rank(rows):
    ranked, rank, prev = [], 0, None
    for name, score in sorted(rows, key=lambda r: (-r[1], r[0])):
        if score != prev:
            rank += 1
            prev = score
        ranked.append((rank, name, score))
    return ranked


def competition_rank(rows):
    ordered = sorted(rows, key=lambda r: (-r[1], r[0]))
    out = []
    for i, (name, score) in enumerate(ordered):
        rank = i + 1 if i == 0 or score != ordered[i - 1][1] else out[-1][0]
        out.append((rank, name, score))
    return out


dense = dense_rank(results)
comp = competition_rank(results)
for (d, n, s), (c, _, _) in zip(dense, comp):
    print(f"{d:>2} {c:>2}  {n:<6}{s}")
medals = {1: "gold", 2: "silver", 3: "bronze"}
(dense, comp, {n: medals[c] for c, n, _ in comp if c in medals})
