readings = ["12.5", "n/a", "13.1", "", "99.9", "12.9", "bad", "13.4"]


def to_float(s):
    try:
        return float(s)
    except ValueError:
        return None


valid = [v for s in readings if (v := to_float(s)) is not None]
anomalies = [(i, v) for i, s in enumerate(readings) if (v := to_float(s)) is not None and v > 50]

first, *middle, last = valid
head, second, *_ = sorted(valid)
(a, b), c = (1, 2), 3
x, y = y_, x_ = 5, 6
swap = [10, 20]
swap[0], swap[1] = swap[1], swap[0]
records = [("ann", 31, "nyc"), ("bo", 25, "sf"), ("cy", 40, "la")]
names = [name for name, *_ in records]
oldest_name, oldest_age, _ = max(records, key=lambda r: r[1])
merged = {**{"a": 1, "b": 2}, **{"b": 3, "c": 4}}
combined = [*range(3), *"ab", *(9,)]
chunks = []
data = list(range(10))
while (chunk := data[:3]):
    chunks.append(chunk)
    data = data[3:]
print(valid, anomalies)
total = 0
counter = 0
while (counter := counter + 1) <= 5:
    total += counter
(valid, anomalies, first, middle, last, head, second, a, b, c, x, y, y_, x_, swap, names, oldest_name, oldest_age,
 merged, combined, chunks, total)
