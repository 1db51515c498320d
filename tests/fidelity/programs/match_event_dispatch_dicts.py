events = [
    {"type": "click", "x": 10, "y": 20},
    {"type": "key", "key": "Enter", "mods": ["ctrl"]},
    {"type": "key", "key": "a"},
    {"type": "scroll", "delta": -3},
    {"type": "resize", "size": (800, 600)},
    {"type": "resize", "size": (0, 600)},
    {"type": "unknown"},
    ["legacy", 1, 2],
    ("move", 5, -5),
    None,
]

def handle(event):
    match event:
        case {"type": "click", "x": int(x), "y": int(y)} if x >= 0 and y >= 0:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": key, "mods": [*mods]}:
            return f"key {'+'.join(mods + [key])}"
        case {"type": "key", "key": str() as key}:
            return f"key {key}"
        case {"type": "scroll", "delta": d} if d < 0:
            return f"scroll up {abs(d)}"
        case {"type": "scroll", "delta": d}:
            return f"scroll down {d}"
        case {"type": "resize", "size": (0, _) | (_, 0)}:
            return "minimized"
        case {"type": "resize", "size": (w, h)}:
            return f"resize {w}x{h}"
        case ["legacy", *rest]:
            return f"legacy with {len(rest)} args"
        case ("move", dx, dy):
            return f"move by {dx},{dy}"
        case {"type": other, **extra}:
            return f"unhandled {other} extra={extra}"
        case None:
            return "nothing"
        case _:
            return "???"

results = [handle(e) for e in events]
for r in results:
    print(r)
results
