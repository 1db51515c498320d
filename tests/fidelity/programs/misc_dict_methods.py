stock = {"apples": 5, "pears": 0, "plums": 12}
incoming = [("apples", 3), ("kiwis", 7), ("pears", 2), ("plums", -4)]
for fruit, delta in incoming:
    stock[fruit] = stock.get(fruit, 0) + delta
removed = stock.pop("kiwis")
missing = stock.pop("mangos", None)
stock.setdefault("limes", 0)
zeroes = [k for k, v in stock.items() if v == 0]
inverted = {v: k for k, v in stock.items()}
merged = stock | {"apples": 100, "figs": 1}
stock |= {"dates": 9}
last = stock.popitem()
fresh = dict.fromkeys(["a", "b"], [])
fresh["a"].append(1)
keys_view = stock.keys() & {"apples", "bananas"}
items_sorted = sorted(stock.items(), key=lambda kv: (-kv[1], kv[0]))
print(items_sorted)
(stock, removed, missing, zeroes, inverted, merged, last, fresh, keys_view, list(reversed(stock)), len(stock), "pears" in stock)
