import math
import random


def estimate_pi(n: int, seed: int) -> float:
    rng = random.Random(seed)
    inside = 0
    for _ in range(n):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / n


def bootstrap_mean(data, rounds, seed):
    rng = random.Random(seed)
    means = []
    for _ in range(rounds):
        sample = [rng.choice(data) for _ in data]
        means.append(sum(sample) / len(sample))
    means.sort()
    return means[int(0.05 * rounds)], means[int(0.95 * rounds) - 1]


estimates = {n: estimate_pi(n, seed=7) for n in (100, 1000, 10000)}
for n, est in estimates.items():
    print(f"n={n:>6}: pi~{est:.4f} err={abs(est - math.pi):.4f}")
data = [12, 15, 9, 22, 17, 14, 11, 19, 16, 13]
lo, hi = bootstrap_mean(data, 200, seed=1)
(estimates, round(lo, 4), round(hi, 4))
