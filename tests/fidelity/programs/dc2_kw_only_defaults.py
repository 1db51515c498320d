from dataclasses import dataclass, field, asdict
import json
from typing import Dict, Any, List


@dataclass
class Base:
    id: int
    created: str = "2024-01-01"


@dataclass
class Post(Base):
    title: str = ""
    tags: List[str] = field(default_factory=list)
    meta: Dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)


@dataclass(kw_only=True)
class Query:
    table: str
    limit: int = 10
    order_by: str = "id"

    def sql(self) -> str:
        return f"SELECT * FROM {self.table} ORDER BY {self.order_by} LIMIT {self.limit}"


p = Post(1, title="Hello", tags=["intro"])
q = Post(2, "2024-02-02", "Second", meta={"views": 10})
print(p)
print(q.to_json())
restored = Post(**json.loads(q.to_json()))
print(restored == q, restored)
print(Query(table="users").sql())
print(Query(table="orders", limit=5, order_by="total DESC").sql())
try:
    Query("users")
except TypeError as e:
    print("TypeError:", e)
try:
    Post()
except TypeError as e:
    print("TypeError:", e)
posts = [Post(i, title=f"t{i}", tags=["a"] * (i % 3)) for i in range(5)]
by_tags = sorted(posts, key=lambda p: (len(p.tags), -p.id))
[(p.id, len(p.tags)) for p in by_tags]
