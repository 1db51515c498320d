from collections import Counter, defaultdict

orders = [
    ("o1", "acme", "widgets", 3, 19.99),
    ("o2", "globex", "gears", 10, 4.50),
    ("o3", "acme", "gears", 2, 4.50),
    ("o4", "initech", "widgets", 1, 19.99),
    ("o5", "globex", "bolts", 100, 0.15),
    ("o6", "umbrella", "widgets", 7, 18.00),
    ("o7", "acme", "bolts", 50, 0.15),
    ("o8", "initech", "staplers", 4, 12.00),
]

spend = defaultdict(float)
product_qty = Counter()
orders_per_customer = Counter(o[1] for o in orders)
for order_id, customer, product, qty, price in orders:
    spend[customer] += qty * price
    product_qty[product] += qty

ranking = sorted(spend.items(), key=lambda kv: kv[1], reverse=True)
print("Rank  Customer   Spend    Orders")
for rank, (cust, amount) in enumerate(ranking, start=1):
    print("{:>4}  {:<9} {:>8.2f} {:>6}".format(rank, cust, amount, orders_per_customer[cust]))

print(product_qty.most_common(2))
print(product_qty.most_common()[-1])
print(orders_per_customer + Counter({"newco": 1}))
print((product_qty - Counter({"bolts": 140})).get("bolts", 0))
print(sum(product_qty.values()), product_qty.total())

biggest = max(orders, key=lambda o: o[3] * o[4])
smallest = min(orders, key=lambda o: (o[3] * o[4], o[0]))
print("Biggest:", biggest[0], "Smallest:", smallest[0])

names, amounts = zip(*ranking)
print(names)
print("{0} spent {1:.1f}; {0!r} is top".format(names[0], amounts[0]))
print("%s has %d orders (%.1f%%)" % (names[0], orders_per_customer[names[0]], 100 * orders_per_customer[names[0]] / len(orders)))
dict(zip(names, (round(a, 2) for a in amounts)))
