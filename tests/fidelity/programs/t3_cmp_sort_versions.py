from functools import cmp_to_key, total_ordering
import re


@total_ordering
class Version:
    _re = re.compile(r"^v?(\d+)\.(\d+)(?:\.(\d+))?(?:-(alpha|beta|rc)\.?(\d+)?)?$")
    _pre = {"alpha": 0, "beta": 1, "rc": 2, None: 3}

    def __init__(self, text: str):
        m = self._re.match(text.strip())
        if not m:
            raise ValueError(f"invalid version string: {text!r}")
        major, minor, patch, pre, pre_n = m.groups()
        self.text = text
        self.key = (int(major), int(minor), int(patch or 0), self._pre[pre], int(pre_n or 0))

    def __eq__(self, other):
        return self.key == other.key

    def __lt__(self, other):
        return self.key < other.key

    def __hash__(self):
        return hash(self.key)

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"Version({self.text!r})"


raw = ["1.2.10", "1.2.9", "v1.10.0", "1.2", "1.2.0-rc.1", "1.2.0-alpha", "2.0.0-beta.2", "2.0.0", "1.2.0-beta.11", "0.9.9"]
versions = sorted(Version(v) for v in raw)
print(" < ".join(str(v) for v in versions))


def loose_cmp(a: str, b: str) -> int:
    pa = [int(x) for x in re.findall(r"\d+", a)]
    pb = [int(x) for x in re.findall(r"\d+", b)]
    return (pa > pb) - (pa < pb)


print(sorted(raw, key=cmp_to_key(loose_cmp), reverse=True)[:4])
print(Version("1.2") == Version("1.2.0"), Version("1.2.0") >= Version("1.2.0-rc.1"), len({Version("1.2"), Version("1.2.0")}))
try:
    Version("one.two")
except ValueError as e:
    print(e)
str(max(versions)), repr(min(versions, key=lambda v: v.key[3]))
