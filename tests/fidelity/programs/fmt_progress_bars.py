from typing import Dict

tasks: Dict[str, tuple] = {
    "download": (734, 1024),
    "extract": (1024, 1024),
    "index": (12, 900),
    "upload": (0, 50),
}


def bar(done: int, total: int, width: int = 24) -> str:
    frac = done / total if total else 1.0
    full = int(frac * width)
    partial = "" if full == width else ">"
    return "[" + "=" * full + partial + " " * (width - full - len(partial)) + f"] {frac:6.1%}"


def human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


lines = []
for name, (done, total) in tasks.items():
    lines.append(f"{name:<9}{bar(done, total)} {done}/{total}")
print("\n".join(lines))
sizes = [0, 512, 2048, 1536 * 1024, 5 * 1024**3 + 1, 3 * 1024**4]
print([human(s) for s in sizes])
complete = [n for n, (d, t) in tasks.items() if d >= t]
(complete, [human(s) for s in sizes])
