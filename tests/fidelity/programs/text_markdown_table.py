from typing import Any, Dict, List

rows: List[Dict[str, Any]] = [
    {"package": "requests", "version": "2.31.0", "downloads": 512_000_000, "license": "Apache-2.0"},
    {"package": "numpy", "version": "1.26.4", "downloads": 300_500_000, "license": "BSD"},
    {"package": "rich", "version": "13.7.1", "downloads": 95_250_000, "license": "MIT"},
    {"package": "attrs", "version": "23.2.0", "downloads": 210_000_123, "license": "MIT"},
]


def fmt(value: Any) -> str:
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def markdown_table(data: List[Dict[str, Any]], columns: List[str]) -> str:
    cells = [[fmt(r[c]) for c in columns] for r in data]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    numeric = [all(isinstance(r[c], (int, float)) for r in data) for c in columns]

    def line(values: List[str]) -> str:
        parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return "| " + " | ".join(parts) + " |"

    sep = "|" + "|".join(("-" * (w + 1) + ":") if num else (":" + "-" * (w + 1)) for w, num in zip(widths, numeric)) + "|"
    return "\n".join([line(columns), sep, *(line(r) for r in cells)])


ordered = sorted(rows, key=lambda r: r["downloads"], reverse=True)
table = markdown_table(ordered, ["package", "version", "downloads", "license"])
print(table)
len(table.splitlines())
