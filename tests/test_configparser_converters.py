"""configparser converters: ConfigParser(converters={"list": f}) makes getlist on the
parser and its sections, as CPython does."""

from __future__ import annotations

from stdlib_diff import same

SOURCE = """
import configparser
def as_list(v):
    return [x.strip() for x in v.split(",")]
p = configparser.ConfigParser(converters={"list": as_list, "upper": str.upper})
p.read_string("[a]\\nxs = 1, 2 ,3\\nname = bob\\n")
out = [p.getlist("a", "xs"), p["a"].getlist("xs"), p.getupper("a", "name"), p["a"].getupper("name", fallback="x")]
out.append(p.getlist("a", "nope", fallback=[]))
try:
    p.getnothing("a", "xs")
except AttributeError as e:
    out.append(str(e))
r = configparser.RawConfigParser(converters={"pair": lambda v: tuple(v.split(":"))})
r.read_string("[s]\\nk = a:b\\n")
out.append(r.getpair("s", "k"))
out
"""


def test_converters_match_cpython() -> None:
    same(SOURCE.strip())
