from typing import Dict

inventory: Dict[str, int] = {"pear": 3, "apple": 10, "fig": 0}
inventory["kiwi"] = 4
inventory["apple"] = 11
del inventory["pear"]
inventory["pear"] = 1
print(inventory, list(inventory))
keys, values, items = inventory.keys(), inventory.values(), inventory.items()
print(keys, values, items)
inventory["mango"] = 2
print(len(keys), "mango" in keys, ("fig", 0) in items, 2 in values)
print(keys & {"fig", "plum"}, sorted(keys | {"plum"}), sorted(keys - {"fig"}), keys ^ {"fig", "z"} == {"apple", "kiwi", "pear", "mango", "z"})
print(type(keys).__name__, type(items).__name__)
print(list(reversed(inventory)), next(iter(items)))
merged = inventory | {"fig": 9, "lime": 5}
print(merged)
inventory |= {"apple": 0}
print({k: v for k, v in inventory.items() if v})
print(dict.fromkeys("abc", 0), dict(a=1, b=2) == {"b": 2, "a": 1})
d = {}
d.setdefault("x", []).append(1)
d.setdefault("x", []).append(2)
print(d, d.get("y", "none"), d.pop("y", None))
print(inventory.popitem(), inventory)
counts: Dict[str, int] = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=lambda k: (-counts[k], k)))
try:
    for k in inventory:
        inventory[k + "!"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"].get("c"), {**nested["a"], "z": 0})
list(zip(inventory.keys(), inventory.values()))
