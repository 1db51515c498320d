# expect: value '$aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac'
# limits: wall=2
# technique: a Template subclass whose idpattern backtracks exponentially, substituted over a long string (matched by the guest's re, never by the host's sre, which would backtrack for minutes; the answer is CPython's)
from string import Template
class T(Template):
    idpattern = r"(a+)+b"
T("$" + "a" * 40 + "c").safe_substitute()
