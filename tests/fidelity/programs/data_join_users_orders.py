from typing import Dict, List, Optional

users = [
    {"user_id": 10, "name": "Ada", "country": "UK"},
    {"user_id": 11, "name": "Grace", "country": "US"},
    {"user_id": 12, "name": "Linus", "country": "FI"},
]
orders = [
    {"order_id": "A1", "user_id": 10, "items": 3, "price": 9.5},
    {"order_id": "A2", "user_id": 11, "items": 1, "price": 120.0},
    {"order_id": "A3", "user_id": 10, "items": 2, "price": 4.25},
    {"order_id": "A4", "user_id": 99, "items": 5, "price": 1.0},
]


def index_by(rows: List[Dict], key: str) -> Dict:
    return {row[key]: row for row in rows}


def left_join(left: List[Dict], right_index: Dict, key: str) -> List[Dict]:
    joined = []
    for row in left:
        match: Optional[Dict] = right_index.get(row[key])
        merged = dict(row)
        if match is None:
            merged["name"] = None
            merged["country"] = None
        else:
            merged.update({k: v for k, v in match.items() if k != key})
        joined.append(merged)
    return joined


by_user = index_by(users, "user_id")
rows = left_join(orders, by_user, "user_id")
orphans = [r["order_id"] for r in rows if r["name"] is None]
spend: Dict[str, float] = {}
for r in rows:
    if r["name"]:
        spend[r["name"]] = spend.get(r["name"], 0) + r["items"] * r["price"]
print("orphans:", orphans)
print("spend:", spend)
{"rows": rows, "orphans": orphans, "top": max(spend, key=spend.get)}
