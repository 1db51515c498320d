class Product:
    _next_id = 1

    def __init__(self, name: str, price: float, stock: int = 0):
        self.id = Product._next_id
        Product._next_id += 1
        self.name = name
        self.price = price
        self.stock = stock

    @property
    def price(self) -> float:
        return self._price

    @price.setter
    def price(self, value: float) -> None:
        if value < 0:
            raise ValueError(f"price cannot be negative: {value}")
        self._price = round(float(value), 2)

    @property
    def value(self) -> float:
        return self.price * self.stock

    def __repr__(self) -> str:
        return f"Product(id={self.id}, name={self.name!r}, price={self.price}, stock={self.stock})"

    def __eq__(self, other):
        if not isinstance(other, Product):
            return NotImplemented
        return self.name == other.name


class Inventory:
    def __init__(self):
        self._items = {}

    def add(self, product: Product) -> None:
        if product.name in self._items:
            self._items[product.name].stock += product.stock
        else:
            self._items[product.name] = product

    def remove(self, name: str, qty: int) -> None:
        item = self._items[name]
        if qty > item.stock:
            raise ValueError(f"only {item.stock} {name} in stock")
        item.stock -= qty

    def low_stock(self, threshold: int = 5):
        return [p for p in self._items.values() if p.stock < threshold]

    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda p: p.value, reverse=True))

    def __repr__(self):
        return f"<Inventory {len(self._items)} products, value={sum(p.value for p in self._items.values()):.2f}>"


inv = Inventory()
for args in [("Keyboard", 49.999, 10), ("Mouse", 19.5, 3), ("Monitor", 189, 4), ("Mouse", 19.5, 5)]:
    inv.add(Product(*args))
inv.remove("Monitor", 2)
for op in [lambda: inv.remove("Keyboard", 11), lambda: Product("Cable", -1), lambda: inv.remove("Desk", 1)]:
    try:
        op()
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
for p in inv:
    print(f"{p!r} -> {p.value:.2f}")
print(inv, inv.low_stock())
Product("Mouse", 1) == inv._items["Mouse"], Product("A", 1) == "A", Product._next_id
