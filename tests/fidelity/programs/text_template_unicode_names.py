from string import Template
import string
import unicodedata

tmpl = Template("Dear $name,\nYour order #$order_id ships on ${day}. Total: $$${total}\n")
customers = [
    {"name": "José Álvarez", "order_id": 1042, "day": "Monday", "total": "19.99"},
    {"name": "Zoë Smith", "order_id": 1043, "day": "Tuesday", "total": "5.00"},
]
for c in customers:
    print(tmpl.substitute(c))

partial = Template("Hello $name, code $code").safe_substitute(name="Ann")
print(partial)
try:
    Template("Hi $who").substitute({})
except KeyError as e:
    print("missing key:", e)

def strip_accents(text: str) -> str:
    normalized = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in normalized if not unicodedata.combining(ch))

def slug(text: str) -> str:
    cleaned = strip_accents(text).lower()
    allowed = string.ascii_lowercase + string.digits
    out = []
    for ch in cleaned:
        if ch in allowed:
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")

for c in customers:
    print(slug(c["name"]))

for ch in "é€½":
    print(ch, unicodedata.name(ch), unicodedata.category(ch), unicodedata.numeric(ch, None))
print(unicodedata.lookup("SNOWMAN"), len("é"), len(unicodedata.normalize("NFD", "é")))
print(string.punctuation[:10], string.capwords("hello   wide world"))
[slug(x) for x in ["Crème Brûlée!!", "  Ünïcödé -- test  ", "naïve café"]]
