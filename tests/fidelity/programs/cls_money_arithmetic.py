from functools import total_ordering


@total_ordering
class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = int(cents)
        self.currency = currency

    @classmethod
    def parse(cls, text):
        amount, currency = text.split()
        whole, _, frac = amount.partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]), currency)

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return None

    def __add__(self, other):
        if self._check(other) is NotImplemented:
            return NotImplemented
        return Money(self.cents + other.cents, self.currency)

    def __mul__(self, factor):
        return Money(round(self.cents * factor), self.currency)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.cents < other.cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"

    def __repr__(self):
        return f"Money({self.cents}, {self.currency!r})"


prices = [Money.parse(p) for p in ["12.50 EUR", "3.2 EUR", "100 EUR"]]
total = prices[0] + prices[1] + prices[2]
errors = []
try:
    prices[0] + Money(5, "USD")
except ValueError as e:
    errors.append(str(e))
try:
    prices[0] + 5
except TypeError as e:
    errors.append(str(e))
(str(total), repr(prices[1] * 1.5), sorted(str(p) for p in prices), max(prices) == Money(10000), prices[0] >= prices[1], errors)
