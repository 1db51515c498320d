class TransitionError(Exception):
    pass


class Order:
    TRANSITIONS = {"new": {"paid", "cancelled"}, "paid": {"shipped", "refunded"}, "shipped": {"delivered"}}

    def __init__(self, order_id, amount):
        self.order_id = order_id
        self.amount = amount
        self.state = "new"
        self.history = ["new"]

    def move(self, target):
        allowed = self.TRANSITIONS.get(self.state, set())
        if target not in allowed:
            raise TransitionError(f"{self.order_id}: {self.state} -> {target} not allowed")
        self.state = target
        self.history.append(target)
        return self

    def __repr__(self):
        return f"Order({self.order_id!r}, {self.state})"

    def __eq__(self, other):
        return isinstance(other, Order) and self.order_id == other.order_id

    def __hash__(self):
        return hash(self.order_id)


orders = [Order("A", 10), Order("B", 25), Order("C", 5)]
orders[0].move("paid").move("shipped").move("delivered")
orders[1].move("cancelled")
errors = []
for o, target in [(orders[1], "paid"), (orders[2], "shipped"), (orders[0], "refunded")]:
    try:
        o.move(target)
    except TransitionError as e:
        errors.append(str(e))
print(orders)
([repr(o) for o in orders], orders[0].history, errors, len({Order("A", 1), orders[0]}), Order("A", 1) == orders[0])
