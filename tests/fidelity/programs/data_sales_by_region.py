from __future__ import annotations

from typing import Any

orders: list[dict[str, Any]] = [
    {"id": 1, "region": "eu", "customer": "acme", "amount": 120.5, "status": "paid"},
    {"id": 2, "region": "us", "customer": "globex", "amount": 80.0, "status": "paid"},
    {"id": 3, "region": "eu", "customer": "initech", "amount": 42.25, "status": "refunded"},
    {"id": 4, "region": "apac", "customer": "acme", "amount": 300.0, "status": "paid"},
    {"id": 5, "region": "us", "customer": "acme", "amount": 15.75, "status": "pending"},
    {"id": 6, "region": "eu", "customer": "globex", "amount": 99.99, "status": "paid"},
]


def summarize(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for row in rows:
        if row["status"] != "paid":
            continue
        bucket = out.setdefault(row["region"], {"count": 0, "total": 0.0, "customers": set()})
        bucket["count"] += 1
        bucket["total"] += row["amount"]
        bucket["customers"].add(row["customer"])
    for region, bucket in out.items():
        bucket["total"] = round(bucket["total"], 2)
        bucket["avg"] = round(bucket["total"] / bucket["count"], 2)
        bucket["customers"] = sorted(bucket["customers"])
    return dict(sorted(out.items(), key=lambda kv: -kv[1]["total"]))


report = summarize(orders)
for region, stats in report.items():
    print(f"{region:<5} n={stats['count']} total={stats['total']:>8.2f} avg={stats['avg']:.2f}")
report
