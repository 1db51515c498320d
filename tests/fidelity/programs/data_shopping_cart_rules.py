CATALOG = {"apple": 0.40, "banana": 0.25, "cheese": 4.50, "bread": 2.10, "wine": 11.90}
RULES = [
    {"kind": "multibuy", "sku": "apple", "buy": 3, "pay": 2},
    {"kind": "percent", "sku": "wine", "pct": 15},
    {"kind": "bundle", "skus": ["cheese", "bread"], "off": 1.00},
    {"kind": "threshold", "min": 30.0, "off": 2.50},
]


def price_cart(cart):
    lines = {sku: CATALOG[sku] * qty for sku, qty in cart.items()}
    discounts = []
    for rule in RULES:
        kind = rule["kind"]
        if kind == "multibuy" and cart.get(rule["sku"], 0) >= rule["buy"]:
            free = cart[rule["sku"]] // rule["buy"] * (rule["buy"] - rule["pay"])
            discounts.append((f"{rule['buy']} for {rule['pay']} {rule['sku']}", free * CATALOG[rule["sku"]]))
        elif kind == "percent" and rule["sku"] in cart:
            discounts.append((f"{rule['pct']}% off {rule['sku']}", lines[rule["sku"]] * rule["pct"] / 100))
        elif kind == "bundle" and all(s in cart for s in rule["skus"]):
            n = min(cart[s] for s in rule["skus"])
            discounts.append(("bundle " + "+".join(rule["skus"]), n * rule["off"]))
    subtotal = sum(lines.values()) - sum(d for _, d in discounts)
    for rule in RULES:
        if rule["kind"] == "threshold" and subtotal >= rule["min"]:
            discounts.append((f"spend {rule['min']:.0f}+", rule["off"]))
            subtotal -= rule["off"]
    return round(subtotal, 2), [(n, round(d, 2)) for n, d in discounts]


carts = [{"apple": 7, "wine": 2, "cheese": 1, "bread": 2}, {"banana": 3}, {"apple": 2, "cheese": 3}]
for c in carts:
    total, disc = price_cart(c)
    print(f"{c} -> {total:.2f} {disc}")
[price_cart(c) for c in carts]
