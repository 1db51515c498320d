import math
from typing import Any, Dict, List, TypedDict


class Page(TypedDict):
    page: int
    per_page: int
    total: int
    pages: int
    items: List[Dict[str, Any]]
    has_next: bool


def paginate(items: List[Dict[str, Any]], page: int = 1, per_page: int = 10, sort_by: str = "id") -> Page:
    if page < 1 or per_page < 1:
        raise ValueError("page and per_page must be >= 1")
    ordered = sorted(items, key=lambda d: (d.get(sort_by) is None, d.get(sort_by)))
    pages = max(1, math.ceil(len(ordered) / per_page))
    start = (page - 1) * per_page
    return {
        "page": page,
        "per_page": per_page,
        "total": len(ordered),
        "pages": pages,
        "items": ordered[start:start + per_page],
        "has_next": page < pages,
    }


products = [{"id": i, "name": f"item-{i:03d}", "price": round(1.5 * (i % 7) + 0.99, 2)} for i in range(23, 0, -1)]
products[4]["price"] = None

p = paginate(products, page=1, per_page=5, sort_by="price")
print(f"page {p['page']}/{p['pages']} ({p['total']} items)")
for item in p["items"]:
    print(f"  {item['name']}: {item['price']}")

last = paginate(products, page=3, per_page=10)
print([d["id"] for d in last["items"]], last["has_next"])

page = 1
seen = 0
while True:
    chunk = paginate(products, page=page, per_page=8, sort_by="name")
    seen += len(chunk["items"])
    if not chunk["has_next"]:
        break
    page += 1
print(f"walked {page} pages, {seen} items")
paginate(products, page=9, per_page=5)["items"], paginate(products, per_page=100, sort_by="price")["items"][-1]
