from collections import Counter
from typing import Dict, List, Tuple

raw = """\
GET /api/users 200 12ms
POST /api/users 201 40ms
GET /api/users/7 404 3ms
GET /api/orders 200 120ms
GET /api/orders 500 999ms
DELETE /api/users/7 204 8ms
GET /health 200 1ms
"""

entries: List[Tuple[str, str, int, int]] = []
for line in raw.strip().split("\n"):
    method, path, status, dur = line.split()
    entries.append((method, path, int(status), int(dur.removesuffix("ms"))))

by_status = Counter(s // 100 * 100 for _, _, s, _ in entries)
print({f"{k // 100}xx": v for k, v in sorted(by_status.items())})
slow = [f"{m} {p} ({d}ms)" for m, p, _, d in entries if d > 100]
print("; ".join(slow))
resources: Dict[str, List[int]] = {}
for _, path, _, dur in entries:
    root = "/" + path.strip("/").split("/")[1] if path.count("/") > 1 else path
    resources.setdefault(root, []).append(dur)
for res, durs in sorted(resources.items()):
    print(f"{res:<10} n={len(durs)} avg={sum(durs) / len(durs):7.2f} max={max(durs):>4}")
print("GET /api".startswith(("GET", "PUT")), "x.tar.gz".endswith((".gz", ".zip")), "users".partition("s"))
print("a,b,,c".split(","), "a  b ".split(), " x ".rstrip() + "|", "abc".replace("b", "B", 1), "Mississippi".count("ss"))
print("hello"[::-1], "hello"[1:-1], "hello".find("z"), "hello".rfind("l"), "-".join(reversed("abc")))
print("ÄÖÜ straße".lower(), "straße".upper(), "ß".casefold(), "İ".lower().encode(), len("naïve"))
print("42".isdigit(), "4.2".isdecimal(), "abc".isalpha(), "Ab1".isalnum(), "   ".isspace(), "Hi There".istitle())
print(str.maketrans("abc", "xyz"), "aabbcc".translate(str.maketrans("abc", "xyz", "c")))
print("{:>8}|{:<8}|{:^8}".format("r", "l", "c"), "%5.1f%%" % 12.345, "tab\tsep".expandtabs(4))
print(repr("quote's"), repr('dq"'), repr("both'\""), repr("\n\t\\"), ascii("é"))
", ".join(f"{m}:{s}" for m, _, s, _ in entries)
