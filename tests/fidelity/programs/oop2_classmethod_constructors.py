from datetime import date
from typing import Dict, Any


class Temperature:
    def __init__(self, celsius: float) -> None:
        self.celsius = celsius

    @classmethod
    def from_fahrenheit(cls, f: float) -> "Temperature":
        return cls((f - 32) * 5 / 9)

    @classmethod
    def from_kelvin(cls, k: float) -> "Temperature":
        return cls(k - 273.15)

    @staticmethod
    def valid(celsius: float) -> bool:
        return celsius >= -273.15

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9 / 5 + 32

    def __str__(self) -> str:
        return f"{self.celsius:.1f}°C"

    def __repr__(self) -> str:
        return f"Temperature({self.celsius!r})"


class Event:
    def __init__(self, title: str, when: date) -> None:
        self.title = title
        self.when = when

    @classmethod
    def from_dict(cls, d: Dict[str, Any]) -> "Event":
        return cls(d["title"], date.fromisoformat(d["when"]))

    @classmethod
    def from_string(cls, s: str) -> "Event":
        title, _, when = s.partition("@")
        return cls(title.strip(), date.fromisoformat(when.strip()))

    def __repr__(self) -> str:
        return f"Event({self.title!r}, {self.when!r})"


class SubTemp(Temperature):
    pass


temps = [Temperature(21.5), Temperature.from_fahrenheit(98.6), Temperature.from_kelvin(0), SubTemp.from_fahrenheit(212)]
for t in temps:
    print(t, repr(t), f"{t.fahrenheit:08.3f}", type(t).__name__)
print(Temperature.valid(-300), Temperature.valid(0))
print(f"{temps[0]} vs {temps[0]!r} vs {temps[0]!s}")
events = [Event.from_dict({"title": "Launch", "when": "2024-03-01"}), Event.from_string("Review @ 2024-02-14")]
events.sort(key=lambda e: e.when)
print(events)
try:
    Event.from_dict({"title": "x"})
except KeyError as e:
    print("missing key:", e, repr(e))
[str(t) for t in temps]
