# expect: value ['Pattern', True]
# technique: read the compiled pattern off a Template subclass: it is the guest's own re.Pattern (compiled by the guest's re), never the host's
from string import Template
class T(Template):
    delimiter = "%"
p = getattr(T, "pat" + "tern")
[type(p).__name__, p.search("a %x b").group("named") == "x"]
