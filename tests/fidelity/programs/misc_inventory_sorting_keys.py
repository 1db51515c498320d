from operator import itemgetter, attrgetter
from collections import namedtuple

Item = namedtuple("Item", ["name", "category", "price", "stock"])

catalog = [
    Item("Laptop", "electronics", 999.99, 5),
    Item("Mouse", "electronics", 19.99, 150),
    Item("Desk", "furniture", 249.00, 12),
    Item("Chair", "furniture", 149.50, 0),
    Item("Monitor", "electronics", 199.99, 30),
    Item("Lamp", "furniture", 39.95, 45),
    Item("Cable", "electronics", 9.99, 0),
]

by_price = sorted(catalog, key=attrgetter("price"))
print([i.name for i in by_price])
by_cat_then_price_desc = sorted(catalog, key=lambda i: (i.category, -i.price))
print([(i.category[:4], i.name) for i in by_cat_then_price_desc])
print(sorted(catalog, key=attrgetter("category", "name"))[0])

rows = [i._asdict() for i in catalog]
print(sorted(rows, key=itemgetter("stock"), reverse=True)[0]["name"])
print(list(map(itemgetter(0, 2), catalog[:2])))

out_of_stock = [i.name for i in catalog if not i.stock]
print("out of stock:", out_of_stock)
cheapest_per_cat = {}
for item in catalog:
    best = cheapest_per_cat.get(item.category)
    if best is None or item.price < best.price:
        cheapest_per_cat[item.category] = item
print({c: i.name for c, i in cheapest_per_cat.items()})

value = sum(i.price * i.stock for i in catalog)
print(f"inventory value: ${value:,.2f}")
restocked = [i._replace(stock=10) if i.stock == 0 else i for i in catalog]
print(restocked[3], Item._fields)
ranked = {name: rank for rank, name in enumerate((i.name for i in sorted(catalog, key=lambda i: i.price * i.stock, reverse=True)), 1)}
print(min(catalog, key=itemgetter(2)).name, max(catalog, key=lambda i: (i.stock, i.name)).name)
ranked
