"""Dataclass field metadata and __dataclass_fields__, read the way schema helpers read them."""
from dataclasses import dataclass, field, fields
from typing import ClassVar

@dataclass
class Reading:
    sensor: str
    value: float = field(metadata={"unit": "C", "min": -40})
    note: str = field(default="", metadata={"unit": None})
    kind: ClassVar[str] = "reading"

@dataclass
class Special(Reading):
    flag: bool = False

r = Special("t1", 21.5)
print(list(Reading.__dataclass_fields__), list(r.__dataclass_fields__))
print([f.name for f in r.__dataclass_fields__.values() if f.init])
for f in fields(r):
    print(f.name, f.type, dict(f.metadata), f.metadata.get("unit"), "min" in f.metadata)
print(fields(Reading)[0] == Reading.__dataclass_fields__["sensor"], fields(Special)[1] == fields(Reading)[1])
print(len(fields(r)[0].metadata), list(fields(r)[1].metadata.items()))
{name: getattr(r, name) for name in r.__dataclass_fields__ if name != "kind"}
