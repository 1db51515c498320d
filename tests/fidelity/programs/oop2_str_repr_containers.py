from typing import List


class Money:
    def __init__(self, cents: int, currency: str = "USD") -> None:
        self.cents = cents
        self.currency = currency

    def __str__(self) -> str:
        return f"{self.currency} {self.cents / 100:,.2f}"

    def __repr__(self) -> str:
        return f"Money({self.cents}, {self.currency!r})"

    def __format__(self, spec: str) -> str:
        if spec == "short":
            return f"${self.cents // 100}"
        return format(str(self), spec)

    def __add__(self, other: "Money") -> "Money":
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return Money(self.cents + other.cents, self.currency)

    def __radd__(self, other: int) -> "Money":
        if other == 0:
            return self
        return NotImplemented

    def __mul__(self, k: int) -> "Money":
        return Money(self.cents * k, self.currency)

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other: "Money") -> bool:
        return self.cents < other.cents

    def __bool__(self) -> bool:
        return self.cents != 0


class Only:
    def __repr__(self) -> str:
        return "<Only repr>"


class Plain:
    pass


prices: List[Money] = [Money(1999), Money(250), Money(100000), Money(0)]
print(prices)
print(*prices, sep=" | ")
print(f"{prices[0]} / {prices[0]!r} / {prices[0]:short} / [{prices[1]:>14}]")
print(str(prices[2]), repr(prices[2]), [str(p) for p in prices], {"p": prices[1]})
print(sum(prices), sorted(prices)[:2], max(prices), 3 * prices[1], prices[1] * 2)
print(Only(), str(Only()), f"{Only()}", [Only()], (Only(),))
print(str(Plain()).startswith("<__main__.Plain object at") or str(Plain()).startswith("<Plain object"))
print([p for p in prices if p], Money(5) == Money(5), Money(5) != Money(6), Money(5) == 5)
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print(e)
try:
    Money(1) + 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(Money(1) < 5)
except AttributeError as e:
    print("AttributeError:", e)
"%s and %r" % (prices[0], prices[0])
