import re
from typing import Dict, List

text = """Order #1042 by ann@example.com on 2024-03-05: 3 x widget @ $4.50
Order #1043 by BOB@Example.org on 2024-03-06: 10 x gadget @ $12.00
invalid line here
Order #1044 by cy.d@mail.co.uk on 2024-03-07: 1 x gizmo @ $199.99"""

pat = re.compile(
    r"Order #(?P<id>\d+) by (?P<email>[\w.]+@[\w.]+) on (?P<date>\d{4}-\d{2}-\d{2}): "
    r"(?P<qty>\d+) x (?P<item>\w+) @ \$(?P<price>[\d.]+)"
)
orders: List[Dict[str, str]] = [m.groupdict() for m in pat.finditer(text)]
for o in orders:
    print(o["id"], o["email"].lower(), f"{int(o['qty']) * float(o['price']):.2f}")
m = pat.search(text)
assert m is not None
print(m.group("item"), m.group(1, 4), m.span("date"), m.start(), m.lastgroup)
print(re.findall(r"#(\d+) by (\w+)", text))
print(re.findall(r"\$\d+\.\d{2}", text))
print(re.split(r"[;,\s]+", "a, b;c  d,,e"), re.split(r"(\d)", "a1b2c"), re.split(r"x", "axbxc", maxsplit=1))


def money(m: "re.Match[str]") -> str:
    return f"EUR {float(m.group(1)) * 0.9:.2f}"


print(re.sub(r"\$([\d.]+)", money, text.splitlines()[0]))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", "due 2024-03-05 and 2024-12-31"))
print(re.subn(r"\s+", " ", "too   many    spaces"), re.sub(r"[aeiou]", lambda m: m.group().upper(), "education"))
print(bool(re.fullmatch(r"[A-Z]{3}-\d{3}", "ABC-123")), re.match(r"\d+", "abc"), re.IGNORECASE | re.MULTILINE)
print(re.findall(r"^\w+", text, flags=re.M)[:3], re.escape("a.b*c"), re.compile(r"x+", re.I).pattern)
mm = re.search(r"(\w+)@(\w+)", "contact: joe@site")
print(mm, mm.groups() if mm else None)
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
[o["date"] for o in orders]
