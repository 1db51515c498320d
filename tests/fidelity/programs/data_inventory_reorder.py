from __future__ import annotations

inventory = [
    {"sku": "KB-01", "name": "Keyboard", "stock": 4, "reorder_at": 10, "lead_days": 5, "daily_sales": 1.5},
    {"sku": "MS-02", "name": "Mouse", "stock": 40, "reorder_at": 15, "lead_days": 3, "daily_sales": 4.0},
    {"sku": "MN-03", "name": "Monitor", "stock": 2, "reorder_at": 3, "lead_days": 14, "daily_sales": 0.3},
    {"sku": "CB-04", "name": "Cable", "stock": 0, "reorder_at": 50, "lead_days": 2, "daily_sales": 12.0},
    {"sku": "HD-05", "name": "Headset", "stock": 25, "reorder_at": 8, "lead_days": 7, "daily_sales": 0.0},
]


def days_left(item: dict) -> float | None:
    if item["daily_sales"] == 0:
        return None
    return item["stock"] / item["daily_sales"]


def plan(items: list[dict]) -> list[dict]:
    out = []
    for item in items:
        left = days_left(item)
        urgent = left is not None and left < item["lead_days"]
        if item["stock"] <= item["reorder_at"] or urgent:
            qty = max(item["reorder_at"] * 2 - item["stock"], int(item["daily_sales"] * item["lead_days"] * 2))
            out.append({
                "sku": item["sku"],
                "qty": qty,
                "urgent": urgent,
                "days_left": None if left is None else round(left, 1),
            })
    out.sort(key=lambda r: (not r["urgent"], r["days_left"] if r["days_left"] is not None else float("inf")))
    return out


orders = plan(inventory)
for o in orders:
    flag = "!!" if o["urgent"] else "  "
    print(f"{flag} {o['sku']}: order {o['qty']} (days left: {o['days_left']})")
orders
