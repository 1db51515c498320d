from __future__ import annotations


class Product:
    def __init__(self, sku: str, name: str, price: float, stock: int = 0) -> None:
        self.sku = sku
        self.name = name
        self.price = price
        self.stock = stock

    def __repr__(self) -> str:
        return f"Product({self.sku!r}, stock={self.stock})"

    def __lt__(self, other: Product) -> bool:
        return (self.price, self.sku) < (other.price, other.sku)


class Inventory:
    def __init__(self) -> None:
        self._items: dict[str, Product] = {}

    def add(self, product: Product) -> None:
        if product.sku in self._items:
            raise KeyError(f"duplicate sku {product.sku}")
        self._items[product.sku] = product

    def __getitem__(self, sku: str) -> Product:
        return self._items[sku]

    def __contains__(self, sku: object) -> bool:
        return sku in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        return iter(sorted(self._items.values()))

    def restock(self, sku: str, qty: int) -> int:
        item = self[sku]
        item.stock += qty
        return item.stock

    @property
    def value(self) -> float:
        return round(sum(p.price * p.stock for p in self._items.values()), 2)


inv = Inventory()
for args in [("K1", "keyboard", 49.0, 3), ("M1", "mouse", 19.5, 10), ("C1", "cable", 4.25)]:
    inv.add(Product(*args))
inv.restock("C1", 40)
try:
    inv.add(Product("M1", "mouse v2", 21.0))
except KeyError as e:
    dup = str(e)
try:
    inv["ZZ"]
except KeyError as e:
    missing = repr(e)
([repr(p) for p in inv], len(inv), "K1" in inv, "Q" in inv, inv.value, dup, missing, min(inv).name)
