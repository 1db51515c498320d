from decimal import Decimal
from enum import Enum
from dataclasses import dataclass, field
from datetime import date
from typing import List
from collections import defaultdict


class Kind(Enum):
    DEPOSIT = "deposit"
    WITHDRAWAL = "withdrawal"
    FEE = "fee"


@dataclass
class Txn:
    when: date
    kind: Kind
    amount: Decimal
    memo: str = ""


@dataclass
class Account:
    owner: str
    txns: List[Txn] = field(default_factory=list)

    def record(self, when, kind, amount, memo=""):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError("amount must be positive")
        if kind is not Kind.DEPOSIT and amount > self.balance:
            raise ValueError(f"insufficient funds for {memo or kind.value}: {self.balance} < {amount}")
        self.txns.append(Txn(when, kind, amount, memo))

    @property
    def balance(self) -> Decimal:
        total = Decimal("0.00")
        for t in self.txns:
            total += t.amount if t.kind is Kind.DEPOSIT else -t.amount
        return total

    def monthly(self):
        out = defaultdict(lambda: Decimal("0"))
        for t in self.txns:
            sign = 1 if t.kind is Kind.DEPOSIT else -1
            out[t.when.strftime("%Y-%m")] += sign * t.amount
        return dict(out)


acct = Account("maria")
acct.record(date(2024, 1, 3), Kind.DEPOSIT, "2500.00", "salary")
acct.record(date(2024, 1, 9), Kind.WITHDRAWAL, "820.40", "rent")
acct.record(date(2024, 1, 31), Kind.FEE, "4.99", "monthly fee")
acct.record(date(2024, 2, 3), Kind.DEPOSIT, "2500.00", "salary")
try:
    acct.record(date(2024, 2, 5), Kind.WITHDRAWAL, "99999", "car")
except ValueError as e:
    print(e)
for t in acct.txns:
    print(f"{t.when:%d/%m} {t.kind.name:<10} {t.amount:>10} {t.memo}")
print("balance:", acct.balance)
print(acct.monthly())
repr(acct.txns[0]), acct.balance == sum(t.amount for t in acct.txns if t.kind is Kind.DEPOSIT) - sum(t.amount for t in acct.txns if t.kind is not Kind.DEPOSIT)
