import random

random.seed(2024)
population = [f"user{i:03d}" for i in range(1, 51)]
sample = random.sample(population, 5)
weights = [1 if int(u[4:]) % 2 else 3 for u in population]
weighted = random.choices(population, weights=weights, k=6)
deck = [f"{r}{s}" for s in "SHDC" for r in ["A", *map(str, range(2, 11)), "J", "Q", "K"]]
random.shuffle(deck)
hand = sorted(deck[:5])
coin = ["H" if random.random() < 0.5 else "T" for _ in range(12)]
longest = max(len(run) for run in "".join(coin).replace("HT", "H T").replace("TH", "T H").split())
dice = [random.randint(1, 6) for _ in range(10)]
gauss = [round(random.gauss(100, 15), 2) for _ in range(3)]
print("sample:", sample)
print("weighted:", weighted)
print("hand:", hand)
print("coin:", "".join(coin), "longest run", longest)
print("dice:", dice, "sum", sum(dice))
print("gauss:", gauss, "uniform:", round(random.uniform(1, 2), 6))
(sample, hand, dice)
