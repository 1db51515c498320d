from typing import Dict, Type, ClassVar, List
from abc import ABC, abstractmethod


class Exporter(ABC):
    registry: ClassVar[Dict[str, Type["Exporter"]]] = {}
    created: ClassVar[int] = 0

    def __init_subclass__(cls, fmt: str = "", **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if fmt:
            Exporter.registry[fmt] = cls

    def __init__(self, rows: List[Dict[str, object]]) -> None:
        self.rows = rows
        type(self).created += 1

    @abstractmethod
    def render(self) -> str: ...

    @classmethod
    def for_format(cls, fmt: str, rows: List[Dict[str, object]]) -> "Exporter":
        try:
            return cls.registry[fmt](rows)
        except KeyError:
            raise ValueError(f"no exporter for {fmt!r}; have {sorted(cls.registry)}") from None


class CsvExporter(Exporter, fmt="csv"):
    sep = ","

    def render(self) -> str:
        head = self.sep.join(self.rows[0])
        body = [self.sep.join(str(v) for v in r.values()) for r in self.rows]
        return "\n".join([head, *body])


class TsvExporter(CsvExporter, fmt="tsv"):
    sep = "\t"


class MdExporter(Exporter, fmt="md"):
    def render(self) -> str:
        cols = list(self.rows[0])
        out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
        out += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in self.rows]
        return "\n".join(out)


rows = [{"id": 1, "name": "ann"}, {"id": 2, "name": "bob"}]
for fmt in ["csv", "tsv", "md"]:
    print(f"== {fmt}")
    print(Exporter.for_format(fmt, rows).render())
try:
    Exporter.for_format("xml", rows)
except ValueError as e:
    print(e)
try:
    Exporter(rows)
except TypeError as e:
    print("TypeError:", e)
print(sorted(Exporter.registry), CsvExporter.created, TsvExporter.created, Exporter.created)
print(TsvExporter.__mro__[1].__name__, issubclass(TsvExporter, Exporter), TsvExporter.sep == "\t")
[cls.__name__ for cls in Exporter.registry.values()]
