from collections import Counter

orders = ["latte", "espresso", "latte", "mocha", "tea", "latte", "espresso", "tea", "latte", "americano"]
yesterday = Counter({"latte": 3, "espresso": 4, "tea": 1, "cortado": 2})

today = Counter(orders)
print(today.most_common(3))
diff = today - yesterday
gain = today.copy()
gain.subtract(yesterday)
union = today | yesterday
inter = today & yesterday
total = today + yesterday
letters = Counter("mississippi")
(
    dict(today),
    dict(diff),
    dict(sorted(gain.items())),
    dict(union),
    dict(inter),
    total.total(),
    sorted(letters.elements()),
    letters.most_common()[-1],
    today["nonexistent"],
    sum(today.values()),
)
