from dataclasses import dataclass, field, fields
from typing import ClassVar, Optional, get_type_hints


@dataclass
class Product:
    """A catalogue entry."""

    sku: str
    price: float
    tags: list[str] = field(default_factory=list)
    parent: Optional["Product"] = None
    registry: ClassVar[int] = 0


class Plain:
    name: str
    size: int = 3


class Child(Plain):
    extra: bool = False


def schema(cls: type) -> dict[str, str]:
    """Field name -> a readable type name, the way agents write serializers."""
    out = {}
    for f in fields(cls):
        t = f.type
        out[f.name] = t.__name__ if isinstance(t, type) else repr(t)
    return out


print(schema(Product))
print(Product.__annotations__)
print(Plain.__annotations__, Child.__annotations__)
print(Child().__annotations__ is Child.__annotations__)
print(sorted(get_type_hints(Child)))
print([f.type for f in fields(Product)][:2])
for name, kind in Plain.__annotations__.items():
    print(f"{name}: {kind.__name__}")
{"fields": list(Product.__annotations__), "plain": list(Plain.__annotations__)}
