from typing import List, Sequence


def md_table(headers: Sequence[str], rows: List[Sequence], align: str = "") -> str:
    cells = [[str(c) for c in headers]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    align = align.ljust(len(headers), "l")
    def fmt_row(row):
        parts = []
        for text, width, a in zip(row, widths, align):
            parts.append(text.rjust(width) if a == "r" else text.center(width) if a == "c" else text.ljust(width))
        return "| " + " | ".join(parts) + " |"
    sep = []
    for width, a in zip(widths, align):
        dashes = "-" * width
        sep.append(dashes[:-1] + ":" if a == "r" else ":" + dashes[1:-1] + ":" if a == "c" else dashes)
    return "\n".join([fmt_row(cells[0]), "| " + " | ".join(sep) + " |"] + [fmt_row(r) for r in cells[1:]])


def bullet_list(items, indent=0):
    lines = []
    for item in items:
        if isinstance(item, (list, tuple)):
            lines.extend(bullet_list(item, indent + 1))
        else:
            lines.append("  " * indent + f"- {item}")
    return lines


results = [
    ("test_login", "passed", 0.42),
    ("test_checkout_flow", "failed", 3.1),
    ("test_search", "passed", 1.05),
    ("test_profile_update", "skipped", 0.0),
]
passed = sum(1 for r in results if r[1] == "passed")
report = [
    "# Test Report",
    "",
    f"**{passed}/{len(results)}** passed ({passed / len(results):.0%})",
    "",
    md_table(["Test", "Status", "Seconds"], [(n, s.upper(), f"{t:.2f}") for n, s, t in results], "lcr"),
    "",
    "## Notes",
    *bullet_list(["flaky tests", ["test_checkout_flow", ["timeout at step 3"]], "slow suite"]),
]
text = "\n".join(report)
print(text)
text.count("\n"), text.splitlines()[4].startswith("| Test")
