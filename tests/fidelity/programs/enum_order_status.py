from enum import Enum, IntEnum, auto


class Status(Enum):
    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"

    @property
    def is_final(self):
        return self in (Status.SHIPPED, Status.CANCELLED)


class Priority(IntEnum):
    LOW = auto()
    NORMAL = auto()
    HIGH = auto()


TRANSITIONS = {
    Status.PENDING: {Status.PAID, Status.CANCELLED},
    Status.PAID: {Status.SHIPPED, Status.CANCELLED},
}


def advance(current, target):
    if target not in TRANSITIONS.get(current, set()):
        raise ValueError(f"cannot go from {current.name} to {target.name}")
    return target


s = Status("pending")
s = advance(s, Status.PAID)
try:
    advance(Status.SHIPPED, Status.PAID)
except ValueError as e:
    err = str(e)
orders = [("a", Priority.LOW), ("b", Priority.HIGH), ("c", Priority.NORMAL)]
(s.name, s.value, s.is_final, err, [m.name for m in Status], sorted(orders, key=lambda o: -o[1]), Priority.HIGH + 1, repr(Priority.LOW), str(Status.PAID))
