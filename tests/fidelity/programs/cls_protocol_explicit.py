from abc import abstractmethod
from typing import Dict, List, Protocol


class Plugin(Protocol):
    name: str = "base"

    @abstractmethod
    def run(self, data: List[int]) -> int: ...

    def describe(self) -> str:
        return f"plugin {self.name}"


class Summer(Plugin):
    name = "sum"

    def run(self, data: List[int]) -> int:
        return sum(data)


class Maxer(Plugin):
    name = "max"

    def __init__(self, default: int = 0) -> None:
        self.default = default

    def run(self, data: List[int]) -> int:
        return max(data, default=self.default)


class Broken(Plugin):
    name = "broken"


registry: Dict[str, Plugin] = {}
for p in (Summer(), Maxer(-1)):
    registry[p.name] = p
data = [3, 9, 2]
results = {name: p.run(data) for name, p in registry.items()}
print([p.describe() for p in registry.values()])
try:
    Broken()
except TypeError as e:
    err = str(e).split(" with")[0]
(results, Maxer().run([]), err, isinstance(registry["sum"], Summer), sorted(registry))
