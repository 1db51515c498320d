# expect: value ['<A:>8>', '<A:x>', '   12', 'a|b', 'A']
# technique: __format__ gets the spec string only; super().__format__ and format_map fields run as CPython's
class A:
    def __format__(self, spec):
        if spec == "plain":
            return super().__format__("")
        return f"<A:{spec}>"
    def __str__(self):
        return "A"
class B:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return format(self.v, spec)
[f"{A():>8}", "{0:x}".format(A()), f"{B(12):>5}", "{a:s}|{b}".format_map({"a": "a", "b": "b"}), format(A(), "plain")]
