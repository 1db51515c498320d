from dataclasses import asdict, dataclass, field
from enum import Enum, IntEnum


class Status(Enum):
    NEW = "new"
    PACKED = "packed"
    SENT = "sent"


class Size(IntEnum):
    S = 1
    M = 2
    L = 3


@dataclass(order=True)
class Item:
    sku: str
    size: Size = Size.M
    qty: int = 1


@dataclass
class Order:
    oid: int
    status: Status = Status.NEW
    items: list = field(default_factory=list)

    def advance(self):
        members = list(Status)
        i = members.index(self.status)
        if i + 1 < len(members):
            self.status = members[i + 1]
        return self.status


o = Order(7, items=[Item("tee", Size.L, 2), Item("cap", Size.S), Item("sock")])
print(o)
o.advance()
print(o.status, o.status.value, sorted(o.items))
o.advance()
o.advance()
summary = asdict(o)
print(summary)
by_size = {}
for it in o.items:
    by_size[it.size] = by_size.get(it.size, 0) + it.qty
(summary, {k.name: v for k, v in sorted(by_size.items())}, repr(Item("x")), o.status is Status.SENT, Item("a", Size.S) < Item("a", Size.L))
