# expect: raises KeyError
from typing import Dict

PRICES: Dict[str, float] = {"apple": 0.5, "bread": 2.25, "milk": 1.1}


def total(cart: Dict[str, int]) -> float:
    amount = 0.0
    for item, qty in cart.items():
        print(f"{item} x{qty}")
        amount += PRICES[item] * qty
    return amount


print(total({"apple": 4, "milk": 2}))
total({"bread": 1, "caviar": 1})
