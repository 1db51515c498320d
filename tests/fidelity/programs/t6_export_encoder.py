"""Export a small order book as JSON with a custom encoder, and parse shell-style filters."""
import json
import shlex
from dataclasses import dataclass, asdict, field
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Any, Optional, TextIO
import io


class Status(Enum):
    OPEN = "open"
    SHIPPED = "shipped"


@dataclass
class Order:
    id: int
    placed: date
    total: Decimal
    status: Status = Status.OPEN
    tags: set[str] = field(default_factory=set)


class OrderEncoder(json.JSONEncoder):
    def default(self, o: Any) -> Any:
        if isinstance(o, Order):
            return {**asdict(o), "kind": "order"}
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return format(o, ".2f")
        if isinstance(o, Enum):
            return o.value
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


def export(orders: list[Order], out: TextIO, pretty: Optional[int] = None) -> None:
    json.dump({"count": len(orders), "orders": orders}, out, cls=OrderEncoder, indent=pretty, sort_keys=True)


def parse_filter(text: str) -> dict[str, str]:
    result: dict[str, str] = {}
    for token in shlex.split(text):
        key, _, value = token.partition("=")
        result[key] = value
    return result


orders = [
    Order(1, date(2024, 3, 1), Decimal("19.5"), tags={"gift", "fragile"}),
    Order(2, date(2024, 3, 4), Decimal("7"), Status.SHIPPED),
]
buf = io.StringIO()
export(orders, buf, pretty=2)
print(buf.getvalue())
compact = json.dumps(orders, cls=OrderEncoder, separators=(",", ":"))
filters = parse_filter('status=open note="needs gift wrap" tag=\'a b\'')
try:
    json.dumps({"bad": object()}, cls=OrderEncoder)
except TypeError as e:
    print("error:", e)
(compact, filters, shlex.join(["grep", "-e", "two words"]), repr(Optional[TextIO]))
