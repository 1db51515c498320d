"""Placeholders found with string.Template.pattern, and a delimiter subclass."""
import string
class Pct(string.Template):
    delimiter = "%"
t = string.Template("Hi $name, ${x} $$")
print(string.Template.pattern.findall("Hi $name ${x} $$ $"), t.pattern is string.Template.pattern)
print(sorted(m.group("named") or m.group("braced") for m in t.pattern.finditer(t.template) if m.group("named") or m.group("braced")))
print(Pct.pattern.pattern == string.Template.pattern.pattern, Pct("%a").substitute(a=1), t.safe_substitute(name="N"))
print(string.Template.pattern.flags)
repr(string.Template.pattern)[:40]
