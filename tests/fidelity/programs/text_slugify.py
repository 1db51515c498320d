import string

titles = [
    "Hello, World!",
    "  Python 3.12: What's New?  ",
    "Ünïcödé & Friends",
    "already-a-slug",
    "Multiple   spaces --- and dashes",
    "100% Pure_Functions",
    "",
]

ALLOWED = set(string.ascii_lowercase + string.digits)


def slugify(title: str, max_len: int = 30) -> str:
    out = []
    prev_dash = True
    for ch in title.lower():
        if ch in ALLOWED:
            out.append(ch)
            prev_dash = False
        elif not prev_dash:
            out.append("-")
            prev_dash = True
    slug = "".join(out).strip("-")
    if len(slug) > max_len:
        cut = slug[:max_len]
        slug = cut.rsplit("-", 1)[0] if "-" in cut else cut
    return slug or "untitled"


slugs = {t: slugify(t) for t in titles}
for t, s in slugs.items():
    print(f"{t!r:40} -> {s}")
seen = {}
unique = []
for s in slugs.values():
    n = seen.get(s, 0)
    seen[s] = n + 1
    unique.append(s if n == 0 else f"{s}-{n + 1}")
unique
