import unicodedata
import re

raw_contacts = [
    "  José Álvarez , JOSE.ALVAREZ@Example.com , +1 (555) 010-2000",
    "Jose Alvarez,jose.alvarez@example.com,555.010.2000",
    "Mary-Jane O'Neil, mj@oneil.ie , 00353 1 234 5678",
    "mary jane o'neil,MJ@ONEIL.IE,+353-1-234-5678",
    "Li Wei,li.wei@example.cn,",
    "François Dupont,f.dupont@example.fr,+33 1 23 45 67 89",
]


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def norm_name(s: str) -> str:
    s = re.sub(r"[\s\-]+", " ", strip_accents(s).strip())
    return " ".join(part.capitalize() for part in s.split())


def norm_phone(s: str) -> str:
    digits = re.sub(r"\D", "", s)
    if digits.startswith("00"):
        digits = digits[2:]
    if len(digits) == 10:
        digits = "1" + digits
    return f"+{digits}" if digits else ""


seen = {}
for line in raw_contacts:
    name, email, phone = (p.strip() for p in line.split(","))
    key = email.casefold()
    record = {"name": norm_name(name), "email": key, "phone": norm_phone(phone)}
    if key in seen:
        prev = seen[key]
        for field, value in record.items():
            if not prev[field] and value:
                prev[field] = value
        print(f"merged duplicate: {email}")
    else:
        seen[key] = record
for r in seen.values():
    print(f"{r['name']:<20} {r['email']:<26} {r['phone'] or '-'}")
[r["name"] for r in seen.values()]
