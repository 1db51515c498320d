import json

pages = [
    '{"page": 1, "next": 2, "items": [{"id": 1, "name": "Widget", "price": "9.99", "tags": ["tools"]}, {"id": 2, "name": "Gadget", "price": "24.50", "tags": []}]}',
    '{"page": 2, "next": 3, "items": [{"id": 3, "name": "Doohickey", "price": "4.25", "tags": ["misc", "sale"]}, {"id": 2, "name": "Gadget v2", "price": "26.00", "tags": ["new"]}]}',
    '{"page": 3, "next": null, "items": [{"id": 4, "name": "Thingamajig", "price": null, "tags": ["sale"]}]}',
]


def fetch_all(raw_pages):
    seen = {}
    page_no = 1
    while page_no is not None:
        data = json.loads(raw_pages[page_no - 1])
        for item in data["items"]:
            seen[item["id"]] = item  # later pages win
        page_no = data["next"]
    return list(seen.values())


def normalize(item):
    price = item.get("price")
    return {
        "id": item["id"],
        "name": item["name"].strip(),
        "price_cents": None if price is None else round(float(price) * 100),
        "on_sale": "sale" in item.get("tags", []),
        "tag_count": len(item.get("tags") or []),
    }


products = [normalize(p) for p in fetch_all(pages)]
products.sort(key=lambda p: (p["price_cents"] is None, p["price_cents"] or 0))
print(json.dumps(products, indent=2))
priced = [p for p in products if p["price_cents"] is not None]
report = {
    "count": len(products),
    "missing_price": [p["name"] for p in products if p["price_cents"] is None],
    "avg_price": round(sum(p["price_cents"] for p in priced) / len(priced) / 100, 2),
    "on_sale": sorted(p["name"] for p in products if p["on_sale"]),
}
print(json.dumps(report, sort_keys=True))
report
