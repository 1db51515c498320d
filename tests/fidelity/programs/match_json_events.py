import json

events = json.loads("""[
  {"type": "click", "x": 10, "y": 20},
  {"type": "key", "key": "Enter", "mods": ["shift"]},
  {"type": "key", "key": "a", "mods": []},
  {"type": "scroll", "delta": -3},
  {"type": "resize", "size": [800, 600]},
  {"type": "resize", "size": [0, 0]},
  {"kind": "legacy"}
]""")


def describe(ev):
    match ev:
        case {"type": "click", "x": int(x), "y": int(y)}:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": k, "mods": [first, *rest]}:
            return f"key {first}+{k}" + (f" (+{len(rest)})" if rest else "")
        case {"type": "key", "key": str(k)}:
            return f"key {k}"
        case {"type": "scroll", "delta": d} if d < 0:
            return f"scroll up {-d}"
        case {"type": "resize", "size": [0, 0]}:
            return "minimized"
        case {"type": "resize", "size": [w, h]}:
            return f"resize {w}x{h}"
        case {"type": t}:
            return f"unhandled {t}"
        case _:
            return "malformed"


[describe(e) for e in events]
