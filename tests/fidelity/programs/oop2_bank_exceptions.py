# expect: raises InsufficientFunds
from typing import List, Tuple


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account: str, needed: float, available: float) -> None:
        super().__init__(f"{account}: need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    _next_id = 1

    def __init__(self, owner: str, balance: float = 0.0) -> None:
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self.balance = balance
        self.history: List[Tuple[str, float]] = []

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount: float) -> None:
        if amount > self.balance:
            raise InsufficientFunds(self.owner, amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))

    def __str__(self) -> str:
        return f"#{self.id} {self.owner}: {self.balance:,.2f}"


accts = [Account("ann", 100), Account("ben"), Account("cy", 2500.75)]
accts[1].deposit(40)
for a in accts:
    print(a)
for amt in (50, 0, -5):
    try:
        accts[0].deposit(amt)
    except ValueError as e:
        print(f"rejected {amt}: {e}")
try:
    accts[1].withdraw(100)
except BankError as e:
    print(type(e).__name__, "-", e, "|", e.needed - e.available, e.args)
print(accts[0].history)
accts[2].withdraw(3000)
