# expect: raises TypeError
from dataclasses import dataclass


@dataclass
class Measurement:
    sensor: str
    value: float
    unit: str = "C"

    def to_fahrenheit(self) -> float:
        if self.unit != "C":
            raise ValueError(f"expected Celsius, got {self.unit}")
        return self.value * 9 / 5 + 32


readings = [
    Measurement("t1", 21.5),
    Measurement("t2", 19.0),
    Measurement("t3", "22.1"),
]

converted = []
for r in readings[:2]:
    converted.append(round(r.to_fahrenheit(), 1))
print(converted)
print(sum(r.value for r in readings[:2]) / 2)
average = sum(r.value for r in readings) / len(readings)
print(average)
