import random
from collections import Counter

rng = random.Random(2024)


def walk(steps: int) -> list:
    x = y = 0
    path = [(x, y)]
    for _ in range(steps):
        dx, dy = rng.choice([(0, 1), (0, -1), (1, 0), (-1, 0)])
        x, y = x + dx, y + dy
        path.append((x, y))
    return path


paths = [walk(50) for _ in range(5)]
final = [p[-1] for p in paths]
dist = [abs(x) + abs(y) for x, y in final]
rolls = Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(500))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
hand = sorted(deck[:5])
sample = rng.sample(range(100), 5)
weights = rng.choices(["a", "b", "c"], weights=[5, 1, 1], k=10)
print(final)
(final, dist, rolls.most_common(3), hand, sample, weights, round(rng.random(), 12), round(rng.uniform(10, 20), 9), round(rng.gauss(0, 1), 9))
