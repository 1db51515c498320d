FACTORS = {
    "length": {"m": 1.0, "km": 1000.0, "cm": 0.01, "mi": 1609.344, "ft": 0.3048, "in": 0.0254},
    "mass": {"kg": 1.0, "g": 0.001, "lb": 0.45359237, "oz": 0.028349523125},
}


def convert(value: float, src: str, dst: str) -> float:
    for kind, table in FACTORS.items():
        if src in table and dst in table:
            return value * table[src] / table[dst]
        if src in table or dst in table:
            other = dst if src in table else src
            raise ValueError(f"cannot convert {kind} unit to {other!r}")
    raise KeyError(f"unknown units {src!r}, {dst!r}")


def temp(value: float, src: str, dst: str) -> float:
    c = {"C": value, "F": (value - 32) * 5 / 9, "K": value - 273.15}[src]
    return {"C": c, "F": c * 9 / 5 + 32, "K": c + 273.15}[dst]


queries = [(5, "km", "mi"), (12, "in", "cm"), (1, "lb", "g"), (3, "kg", "m"), (1, "parsec", "m")]
out = []
for v, a, b in queries:
    try:
        out.append(f"{v} {a} = {convert(v, a, b):.4f} {b}")
    except (ValueError, KeyError) as e:
        out.append(f"error: {e}")
print("\n".join(out))
(out, [round(temp(t, "F", "C"), 2) for t in (32, 98.6, -40)], round(temp(0, "K", "F"), 2))
