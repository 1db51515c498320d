"""Value objects normalised in __new__; __init__ runs only for real instances."""
from decimal import Decimal


class Money:
    created = 0

    def __new__(cls, amount, currency="EUR"):
        if isinstance(amount, Money):
            return amount  # already money: no copy
        if currency not in ("EUR", "USD"):
            return NotImplemented
        obj = object.__new__(cls)
        Money.created += 1
        return obj

    def __init__(self, amount, currency="EUR"):
        if isinstance(amount, Money):
            return
        self.amount = Decimal(str(amount)).quantize(Decimal("0.01"))
        self.currency = currency

    def __add__(self, other):
        other = Money(other, self.currency)
        if other.currency != self.currency:
            raise ValueError("currency mismatch")
        return Money(self.amount + other.amount, self.currency)

    def __repr__(self):
        return f"{self.amount} {self.currency}"


class Fee(Money):
    pass


total = Money(0)
for price in [19.99, "5.01", Money(2.5), Fee(1)]:
    total = total + price
print(total, Money.created, type(Fee(3)).__name__)
print(Money(1, "JPY"), Money(Money(7)) is not None)
try:
    Money(1, "USD") + Money(1)
except ValueError as e:
    print("error:", e)
repr(total)
