# expect: raises InsufficientFundsError
class PaymentError(Exception):
    """Base class for payment problems."""


class InvalidAmountError(PaymentError):
    def __init__(self, amount):
        super().__init__(f"Invalid amount: {amount!r}")
        self.amount = amount


class InsufficientFundsError(PaymentError):
    def __init__(self, balance, requested):
        self.balance = balance
        self.requested = requested
        super().__init__(f"Balance {balance:.2f} is less than requested {requested:.2f}")


class Wallet:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def pay(self, amount):
        if not isinstance(amount, (int, float)) or amount <= 0:
            raise InvalidAmountError(amount)
        if amount > self.balance:
            raise InsufficientFundsError(self.balance, amount)
        self.balance -= amount
        self.history.append(-amount)
        return self.balance


w = Wallet("sam", 100.0)
attempts = [30, -5, "ten", 50, 40]
for amt in attempts:
    try:
        left = w.pay(amt)
        print(f"paid {amt}, left {left:.2f}")
    except InsufficientFundsError as e:
        print(f"declined: {e} (short by {e.requested - e.balance:.2f})")
    except PaymentError as e:
        print(f"{type(e).__name__}: {e}")
    finally:
        print("  history:", w.history)

print(isinstance(InvalidAmountError(1), PaymentError), issubclass(InsufficientFundsError, Exception))
w.pay(1000)
