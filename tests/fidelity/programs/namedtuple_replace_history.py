from typing import NamedTuple


class Account(NamedTuple):
    owner: str
    balance: float = 0.0
    version: int = 0

    def deposit(self, amount: float) -> "Account":
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        return self._replace(balance=self.balance + amount, version=self.version + 1)

    def withdraw(self, amount: float) -> "Account":
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance:.2f} < {amount:.2f}")
        return self._replace(balance=self.balance - amount, version=self.version + 1)


history = [Account("kim")]
ops = [("deposit", 100.0), ("withdraw", 30.0), ("withdraw", 500.0), ("deposit", -5.0), ("deposit", 12.5)]
errors = []
for op, amount in ops:
    try:
        nxt = history[-1].deposit(amount) if op == "deposit" else history[-1].withdraw(amount)
    except ValueError as e:
        errors.append(str(e))
        continue
    history.append(nxt)
for acct in history:
    print(acct)
try:
    history[0].balance = 1.0
except AttributeError as e:
    errors.append(type(e).__name__)
try:
    history[0]._replace(bonus=1)
except (ValueError, TypeError) as e:  # TypeError from 3.13 on
    errors.append(str(e))
final = history[-1]
(final.balance, final.version, errors, [a.version for a in history], Account._make(["x", 1.0, 9]))
