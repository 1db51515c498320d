# expect: raises InsufficientFunds
class InsufficientFunds(Exception):
    def __init__(self, account: str, requested: float, available: float):
        super().__init__(f"{account}: requested {requested:.2f}, available {available:.2f}")
        self.requested = requested
        self.available = available


class Account:
    def __init__(self, owner: str, balance: float = 0.0, overdraft: float = 0.0):
        self.owner = owner
        self._balance = balance
        self.overdraft = overdraft
        self.history: list[tuple[str, float]] = []

    @property
    def balance(self) -> float:
        return self._balance

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount: float) -> None:
        if amount > self._balance + self.overdraft:
            raise InsufficientFunds(self.owner, amount, self._balance + self.overdraft)
        self._balance -= amount
        self.history.append(("withdraw", amount))

    def __repr__(self) -> str:
        return f"Account({self.owner!r}, balance={self._balance:.2f})"


acct = Account("alice", 100.0, overdraft=50.0)
acct.deposit(25)
for amt in (60, 80, 30):
    try:
        acct.withdraw(amt)
        print(f"withdrew {amt}: {acct!r}")
    except InsufficientFunds as e:
        print(f"declined: {e} (short by {e.requested - e.available:.2f})")
try:
    acct.deposit(-5)
except ValueError as e:
    print("error:", e)
print(acct.history)
acct.withdraw(500)
