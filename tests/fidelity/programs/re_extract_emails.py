import re

TEXT = """Contact sales@example.com or support@help.example.org for help.
Invalid: foo@bar, @nouser.com, user@.com. Also Ada.Lovelace+newsletter@Math.ORG!
Phone: +1 (555) 010-9999, 555.123.4567, and 5551234567."""

EMAIL = re.compile(r"[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}")
PHONE = re.compile(r"(?:\+1\s*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})")

emails = EMAIL.findall(TEXT)
domains = sorted({e.split("@")[1].lower() for e in emails})
phones = ["{}-{}-{}".format(*m.groups()) for m in PHONE.finditer(TEXT)]
masked = EMAIL.sub(lambda m: m.group()[0] + "***@" + m.group().split("@")[1], TEXT.splitlines()[0])
print(masked)
(emails, domains, phones)
