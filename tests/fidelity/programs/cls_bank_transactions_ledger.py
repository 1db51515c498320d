from datetime import datetime
from functools import total_ordering


class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed, self.available = needed, available


@total_ordering
class Money:
    def __init__(self, cents: int):
        self.cents = int(cents)

    @classmethod
    def parse(cls, text: str) -> "Money":
        whole, _, frac = text.replace("$", "").replace(",", "").partition(".")
        return cls(int(whole) * 100 + int((frac + "00")[:2]))

    def __add__(self, other):
        return Money(self.cents + other.cents)

    def __sub__(self, other):
        return Money(self.cents - other.cents)

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __hash__(self):
        return hash(self.cents)

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100:,}.{abs(self.cents) % 100:02d}"

    __repr__ = __str__


class Account:
    def __init__(self, owner: str):
        self.owner = owner
        self.balance = Money(0)
        self.ledger = []

    def _record(self, kind, amount, when):
        self.ledger.append((datetime.fromisoformat(when), kind, amount, self.balance))

    def deposit(self, amount: Money, when: str):
        self.balance = self.balance + amount
        self._record("deposit", amount, when)

    def withdraw(self, amount: Money, when: str):
        if amount > self.balance:
            raise InsufficientFunds(amount.cents / 100, self.balance.cents / 100)
        self.balance = self.balance - amount
        self._record("withdraw", amount, when)


acct = Account("kim")
ops = [("deposit", "$1,250.00", "2024-02-01T09:00"), ("withdraw", "$300.5", "2024-02-03T12:30"),
       ("withdraw", "$2,000", "2024-02-04T08:00"), ("deposit", "$75.25", "2024-02-05T17:45")]
for kind, amount, when in ops:
    try:
        getattr_free = acct.deposit if kind == "deposit" else acct.withdraw
        getattr_free(Money.parse(amount), when)
    except InsufficientFunds as e:
        print(f"{when}: declined ({e})")
for when, kind, amount, bal in acct.ledger:
    print(f"{when:%d %b %H:%M}  {kind:<9}{str(amount):>10}{str(bal):>11}")
print(max(a for _, _, a, _ in acct.ledger), Money(5) <= Money(5), sorted({Money(3), Money(1), Money(3)}))
str(acct.balance)
