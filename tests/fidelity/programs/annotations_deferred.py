from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar


@dataclass
class Node:
    value: int
    children: list[Node]
    kind: ClassVar[str] = "node"

    def add(self, child: Node) -> Node:
        self.children.append(child)
        return self


class Config:
    debug: bool = False
    level: UndefinedName  # noqa: F821 (never evaluated: the file defers its annotations)


root = Node(1, []).add(Node(2, []))
print([(f.name, f.type) for f in fields(Node)])
print(Node.__annotations__)
print(Config.__annotations__)
[c.value for c in root.children]
