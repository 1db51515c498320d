ages = [23, 35, 41, 18, 67, 29, 33, 52, 45, 38, 71, 26, 19, 58, 31, 44, 36, 90, 15, 62]


def bucket(age, width=10):
    lo = age // width * width
    return f"{lo:02d}-{lo + width - 1:02d}"


hist = {}
for a in sorted(ages):
    hist[bucket(a)] = hist.get(bucket(a), 0) + 1
peak = max(hist.values())
for label, n in hist.items():
    bar = "█" * n
    print(f"{label} | {bar:<{peak}} {n:>2} {n / len(ages):>5.0%}")
cumulative = []
running = 0
for label, n in hist.items():
    running += n
    cumulative.append((label, running))
(hist, cumulative, sorted(hist, key=hist.get, reverse=True)[:2])
