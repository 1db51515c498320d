from enum import Enum


class Currency(Enum):
    USD = "usd"
    EUR = "eur"
    GBP = "gbp"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.strip().lower():
                    return member
        return None

    @property
    def symbol(self):
        return {"usd": "$", "eur": "€", "gbp": "£"}[self.value]


RATES = {Currency.USD: 1.0, Currency.EUR: 1.08, Currency.GBP: 1.27}


def to_usd(amount, code):
    cur = Currency(code)
    return round(amount * RATES[cur], 2), cur


lines = [(100, "USD"), (50, " eur "), (20, "Gbp"), (5, "JPY"), (1, 3)]
out, errors = [], []
for amount, code in lines:
    try:
        usd, cur = to_usd(amount, code)
        out.append(f"{amount}{cur.symbol} = ${usd}")
    except ValueError as e:
        errors.append(str(e))
try:
    Currency["usd"]
except KeyError as e:
    errors.append(repr(e))
print(out)
print(errors)
(out, errors, Currency["EUR"].symbol, Currency("GBP") is Currency.GBP, [c.name for c in Currency])
