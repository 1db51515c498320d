rows = [
    ["Name", "Role", "Location", "Since"],
    ["Ada Lovelace", "Analyst", "London", "1843"],
    ["Grace Hopper", "Rear Admiral", "Arlington", "1943"],
    ["Alan Turing", "Cryptanalyst", "Bletchley", "1939"],
    ["Katherine Johnson", "Mathematician", "Hampton", "1953"],
]

widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
aligns = ["<", "^", ">", ">"]


def render(row, sep=" | "):
    return sep.join(f"{cell:{a}{w}}" for cell, a, w in zip(row, aligns, widths))


lines = [render(rows[0]), "-+-".join("-" * w for w in widths)] + [render(r) for r in rows[1:]]
print("\n".join(lines))
csv_text = "\n".join(",".join(f'"{c}"' if " " in c else c for c in r) for r in rows)
(lines[1], len(lines), csv_text.splitlines()[1], "Name".center(10, "*"), "42".zfill(6), "x".rjust(3, "0"), "\tA\tB".expandtabs(4))
