class ValidationError(Exception):
    def __init__(self, field, message):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


class OutOfStockError(Exception):
    pass


STOCK = {"apple": 10, "pear": 0, "kiwi": 3}
PRICES = {"apple": 0.5, "pear": 0.75, "kiwi": 1.2}


def validate(order):
    if not isinstance(order.get("qty"), int):
        raise ValidationError("qty", f"expected int, got {type(order.get('qty')).__name__}")
    if order["qty"] <= 0:
        raise ValidationError("qty", "must be positive")
    if order.get("item") not in PRICES:
        raise ValidationError("item", f"unknown item {order.get('item')!r}")
    return order


def place(order):
    order = validate(order)
    item, qty = order["item"], order["qty"]
    if STOCK[item] < qty:
        raise OutOfStockError(f"only {STOCK[item]} {item}(s) left")
    STOCK[item] -= qty
    return round(PRICES[item] * qty, 2)


orders = [
    {"item": "apple", "qty": 4},
    {"item": "pear", "qty": 1},
    {"item": "kiwi", "qty": "2"},
    {"item": "mango", "qty": 1},
    {"item": "kiwi", "qty": 3},
    {"item": "apple", "qty": -1},
    {"item": "kiwi", "qty": 1},
]
log = []
revenue = 0.0
for i, order in enumerate(orders, 1):
    try:
        total = place(order)
    except ValidationError as e:
        log.append((i, "invalid", e.field))
        print(f"order {i}: invalid -> {e}")
    except OutOfStockError as e:
        log.append((i, "stock", str(e)))
        print(f"order {i}: out of stock -> {e}")
    else:
        revenue += total
        log.append((i, "ok", total))
        print(f"order {i}: ok ${total:.2f}")
    finally:
        pass
print(f"revenue=${revenue:.2f} stock={STOCK}")
log
