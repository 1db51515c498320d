# expect: value 'A-x'
# technique: a subclass of a subclass overriding idpattern again: the pattern is rebuilt for each class, by the guest's re (flags stay IGNORECASE, as in CPython)
from string import Template
class T(Template):
    delimiter = "@"
class U(T):
    idpattern = r"[A-Z]"
U("@A-@b").safe_substitute(A="A", b="x").replace("@", "")
