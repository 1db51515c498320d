from collections import namedtuple

Pair = namedtuple("Pair", ["word", "count"])

text = "the cat and the hat and the bat sat on the mat"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
pairs = [Pair(w, c) for w, c in counts.items()]
top = sorted(pairs, key=lambda p: (-p[1], p[0]))[:3]
for word, count in top:
    print(f"{word}: {count}")
[tuple(p) for p in top]
