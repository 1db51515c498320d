from dataclasses import dataclass, field
from typing import List, Optional

@dataclass
class Product:
    sku: str
    name: str
    price: float
    quantity: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def stock_value(self) -> float:
        return round(self.price * self.quantity, 2)

    @property
    def in_stock(self) -> bool:
        return self.quantity > 0


class Inventory:
    def __init__(self) -> None:
        self._items: dict[str, Product] = {}

    def add(self, product: Product) -> None:
        if product.sku in self._items:
            raise ValueError(f"Duplicate SKU: {product.sku}")
        self._items[product.sku] = product

    def get(self, sku: str) -> Optional[Product]:
        return self._items.get(sku)

    def restock(self, sku: str, amount: int) -> int:
        item = self._items[sku]
        item.quantity += amount
        return item.quantity

    def total_value(self) -> float:
        return round(sum(p.stock_value for p in self._items.values()), 2)

    def sorted_by(self, key, reverse=False) -> List[Product]:
        return sorted(self._items.values(), key=key, reverse=reverse)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Inventory({len(self)} products, value={self.total_value():.2f})"


inv = Inventory()
inv.add(Product("A100", "Widget", 2.50, 100, ["small"]))
inv.add(Product("B200", "Gadget", 12.99, 0))
inv.add(Product("C300", "Doohickey", 7.25, 40, ["sale", "small"]))
inv.add(Product("D400", "Gizmo", 12.99, 15))

try:
    inv.add(Product("A100", "Dup", 1.0))
except ValueError as e:
    print("Error:", e)

inv.restock("B200", 5)
print(inv)
for p in inv.sorted_by(key=lambda p: (-p.price, p.name)):
    print(f"{p.sku} {p.name:<10} ${p.price:>6.2f} x{p.quantity:<4} = {p.stock_value}")

print(inv.get("C300"))
print(inv.get("Z999"))
cheapest = min(inv.sorted_by(key=lambda p: p.price), key=lambda p: p.price)
[p.sku for p in inv.sorted_by(key=lambda p: p.stock_value, reverse=True)], cheapest.name, inv.get("A100") == Product("A100", "Widget", 2.5, 100, ["small"])
