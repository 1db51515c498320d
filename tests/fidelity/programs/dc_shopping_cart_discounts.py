from __future__ import annotations

from dataclasses import dataclass, field, asdict
from typing import Optional


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price: float
    category: str


@dataclass
class LineItem:
    product: Product
    quantity: int = 1

    @property
    def subtotal(self) -> float:
        return round(self.product.price * self.quantity, 2)


@dataclass
class Cart:
    items: list[LineItem] = field(default_factory=list)
    coupon: Optional[str] = None

    def add(self, product: Product, qty: int = 1) -> None:
        for item in self.items:
            if item.product == product:
                item.quantity += qty
                return
        self.items.append(LineItem(product, qty))

    def discount(self) -> float:
        total = 0.0
        books = [i for i in self.items if i.product.category == "books"]
        if sum(i.quantity for i in books) >= 3:
            total += 0.1 * sum(i.subtotal for i in books)
        if self.coupon == "SAVE5" and self.subtotal() > 50:
            total += 5
        return round(total, 2)

    def subtotal(self) -> float:
        return round(sum(i.subtotal for i in self.items), 2)

    def total(self) -> float:
        return round(self.subtotal() - self.discount(), 2)


catalog = {
    "B1": Product("B1", "Python Tricks", 29.99, "books"),
    "B2": Product("B2", "Fluent Python", 54.5, "books"),
    "M1": Product("M1", "Mug", 9.95, "merch"),
}
cart = Cart()
cart.add(catalog["B1"])
cart.add(catalog["M1"], 2)
cart.add(catalog["B2"])
cart.add(catalog["B1"])
cart.coupon = "SAVE5"
for item in cart.items:
    print(f"{item.product.name:<15} x{item.quantity}  {item.subtotal:>8.2f}")
print(f"{'subtotal':<19}{cart.subtotal():>8.2f}\n{'discount':<19}{-cart.discount():>8.2f}\n{'total':<19}{cart.total():>8.2f}")
print(catalog["B1"] == Product("B1", "Python Tricks", 29.99, "books"), hash(catalog["M1"]) == hash(Product(**asdict(catalog["M1"]))))
asdict(cart)["items"][0]
