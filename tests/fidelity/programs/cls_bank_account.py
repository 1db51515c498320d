from __future__ import annotations


class InsufficientFunds(Exception):
    def __init__(self, needed: float, available: float) -> None:
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    interest_rate = 0.02

    def __init__(self, owner: str, balance: float = 0.0) -> None:
        self.owner = owner
        self._balance = balance
        self.history: list[tuple[str, float]] = []

    @property
    def balance(self) -> float:
        return round(self._balance, 2)

    def deposit(self, amount: float) -> Account:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount: float) -> Account:
        if amount > self._balance:
            raise InsufficientFunds(amount, self._balance)
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def __repr__(self) -> str:
        return f"Account({self.owner!r}, balance={self.balance})"


class SavingsAccount(Account):
    interest_rate = 0.05

    def add_interest(self) -> float:
        gained = self._balance * self.interest_rate
        self.deposit(gained)
        return round(gained, 2)


acct = SavingsAccount("ada", 100).deposit(50)
gained = acct.add_interest()
try:
    acct.withdraw(1000)
except InsufficientFunds as e:
    err = (str(e), e.needed)
print(acct, acct.history)
(repr(acct), gained, err, isinstance(acct, Account), Account.interest_rate, SavingsAccount.interest_rate)
