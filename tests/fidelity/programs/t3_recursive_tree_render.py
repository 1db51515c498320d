from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class Node:
    name: str
    size: int = 0
    children: List["Node"] = field(default_factory=list)

    def add(self, child: "Node") -> "Node":
        self.children.append(child)
        return child

    def total(self) -> int:
        return self.size + sum(c.total() for c in self.children)

    def find(self, name: str) -> Optional["Node"]:
        if self.name == name:
            return self
        for c in self.children:
            if (hit := c.find(name)) is not None:
                return hit
        return None

    def walk(self, depth: int = 0):
        yield depth, self
        for c in sorted(self.children, key=lambda n: n.name):
            yield from c.walk(depth + 1)


def human(n: int) -> str:
    for unit in ("B", "K", "M", "G"):
        if n < 1024:
            return f"{n:.0f}{unit}" if unit == "B" else f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}T"


def render(node: Node, prefix: str = "") -> List[str]:
    lines = []
    kids = sorted(node.children, key=lambda n: (-n.total(), n.name))
    for i, child in enumerate(kids):
        last = i == len(kids) - 1
        lines.append(f"{prefix}{'└── ' if last else '├── '}{child.name} ({human(child.total())})")
        lines.extend(render(child, prefix + ("    " if last else "│   ")))
    return lines


root = Node("/")
src = root.add(Node("src"))
src.add(Node("main.py", 4200))
lib = src.add(Node("lib"))
lib.add(Node("util.py", 1800))
lib.add(Node("big.bin", 5 * 1024 * 1024))
docs = root.add(Node("docs"))
docs.add(Node("index.md", 900))
root.add(Node("README", 1200))
print(f"/ ({human(root.total())})")
print("\n".join(render(root)))
deepest = max(root.walk(), key=lambda p: p[0])
[(d, n.name) for d, n in root.walk()][:5], deepest[1].name, root.find("util.py").size, root.find("nope")
