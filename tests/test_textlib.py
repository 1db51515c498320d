"""Text and small stdlib modules: CPython's results, with their host work charged."""

from __future__ import annotations

import contextlib
import io
import sys
import time
from typing import Any

import pytest

import stockade
from stockade import LimitExceeded

PROGRAM = r'''
import string, operator, sys, html, unicodedata, pprint, difflib
import urllib.parse
from urllib.parse import urlparse, urlsplit, urlencode, parse_qs, parse_qsl, quote, unquote_plus, urldefrag
from collections import ChainMap
out = []
t = string.Template("Hello $name, you owe $$${amount}")
out.append(t.substitute(name="Ann", amount=3))
out.append(t.substitute({"name": "Cy"}, amount=1))
out.append(t.safe_substitute({"name": "Bo"}))
out.append((sorted(t.get_identifiers()), t.is_valid(), t.template))
try:
    t.substitute(name="x")
except KeyError as e:
    out.append(("KeyError", e.args))
try:
    string.Template("$").substitute()
except ValueError as e:
    out.append(("ValueError", str(e)))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm["c"] = 5
out.append((cm["a"], cm["b"], len(cm), sorted(cm), cm.get("z", 0), dict(cm.new_child({"c": 4})), cm.maps,
            repr(cm), dict(cm.parents), "b" in cm, cm.pop("c"), bool(ChainMap())))
out.append(repr(ChainMap.fromkeys("ab", 0)))
try:
    cm["missing"]
except KeyError as e:
    out.append(str(e))
out.append((operator.add(1, 2), operator.itemgetter(1, 0)([5, 6]), operator.itemgetter("k")({"k": 1}),
            operator.pow(2, 10), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.invert(True),
            operator.lshift(1, 70), operator.not_(0), operator.truth([]), operator.concat([1], [2]),
            sorted([(1, "b"), (0, "c")], key=operator.itemgetter(1)), operator.call(len, "ab")))
out.append((sys.maxsize, sys.version_info[:2] >= (3, 11), sys.float_info.epsilon, sys.version_info.major,
            sys.float_info.max))
out.append((html.escape("<a href='x'>&"), html.escape("'", quote=False), html.unescape("&lt;&amp;&#39;&eacute;&bogus;")))
out.append((unicodedata.name("é"), unicodedata.normalize("NFD", "é"), unicodedata.category("A"),
            unicodedata.lookup("SNOWMAN"), unicodedata.numeric("½"), unicodedata.east_asian_width("Ａ"),
            unicodedata.is_normalized("NFC", "é")))
u = urlparse("https://user:pw@example.com:8080/p/a;x?q=1&r=2#frag")
out.append((u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment, u.username,
            u.password, u.geturl(), u._replace(query="").geturl(), tuple(u)))
s = urlsplit("HTTP://[::1]:80/x")
out.append((s.hostname, s.port, s.scheme, urldefrag("http://a/b#c").url))
out.append((urlencode({"a": "x y", "b": [1, 2]}, doseq=True), urlencode([("k", "v&w")]), parse_qs("a=1&a=2&b=3"),
            parse_qsl("x=1&y=&z", keep_blank_values=True), quote("a b/c"), quote("a b/c", safe=""),
            unquote_plus("a+b%20c"), urllib.parse.urljoin("http://a/b/c", "../d"), urllib.parse.quote_plus("a b&")))
try:
    urlparse("http://a:x/").port
except ValueError as e:
    out.append(str(e))
out.append(pprint.pformat({"k": list(range(30)), "z": {"n": [1, 2]}}, width=40))
out.append(pprint.pformat([1, [2, [3, [4]]]], depth=2))
out.append((pprint.saferepr({"b": 1, "a": 2}), pprint.isreadable([1]), pprint.isrecursive([1])))
pprint.pprint([1, {"b": 2, "a": 1}])
pprint.pp({"b": 2, "a": 1})
sm = difflib.SequenceMatcher(None, "abcd", "bcde")
out.append((sm.ratio(), sm.quick_ratio(), sm.real_quick_ratio(), sm.get_opcodes(), sm.get_matching_blocks(),
            tuple(sm.find_longest_match(0, 4, 0, 4)), sm.find_longest_match().size,
            list(sm.get_grouped_opcodes(1)), difflib.get_close_matches("appel", ["ape", "apple", "peach"])))
sm.set_seqs("kitten", "sitting")
out.append(round(sm.ratio(), 6))
out.append(list(difflib.unified_diff(["a\n", "b\n"], ["a\n", "c\n"], "x", "y")))
out.append(list(difflib.context_diff(["a\n", "b\n"], ["a\n", "c\n"], "x", "y")))
out.append(list(difflib.ndiff(["one\n", "two\n"], ["one\n", "tree\n"])))
out.append(difflib.SequenceMatcher(lambda c: c == " ", "a b c", "a  c").ratio())
out
'''


def test_modules_match_cpython() -> None:
    ns: dict[str, Any] = {}
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(PROGRAM.replace("\nout\n", "\n"), ns)
    result = stockade.run(stockade.compile(PROGRAM))
    assert len(result.value) == len(ns["out"])
    for got, expected in zip(result.value, ns["out"], strict=True):
        assert got == expected
    assert result.stdout == buf.getvalue()


def test_getrecursionlimit_is_the_guests() -> None:
    program = stockade.compile("import sys\nsys.getrecursionlimit()")
    assert stockade.run(program, limits=stockade.Limits(recursion=123)).value == 123


def _stops_quickly(source: str, **limits: Any) -> LimitExceeded:
    t0 = time.monotonic()
    with pytest.raises(LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(**limits))
    assert time.monotonic() - t0 < 1.0
    return info.value


def test_difflib_quadratic_work_is_charged_up_front() -> None:
    a = "[str(i) + 'x' * 40 for i in range(3000)]"
    b = "[str(i) + 'y' * 40 for i in range(3000)]"
    assert _stops_quickly(f"import difflib\nlist(difflib.ndiff({a}, {b}))", fuel=10**7).limit == "fuel"
    assert _stops_quickly(f"import difflib\nlist(difflib.unified_diff({a} * 10, {b} * 10))", fuel=10**7).limit == "fuel"
    src = "import difflib\ndifflib.SequenceMatcher(None, 'ab' * 20000, 'ba' * 20000).ratio()"
    assert _stops_quickly(src, fuel=10**7).limit == "fuel"
    src = "import difflib\ndifflib.get_close_matches('x' * 1000, ['y' * 1000] * 5000)"
    assert _stops_quickly(src, fuel=10**7).limit == "fuel"


def test_pprint_counts_shared_references() -> None:
    src = "import pprint\nx = [1]\nfor _ in range(40):\n    x = [x, x]\npprint.pformat(x)"
    assert _stops_quickly(src, fuel=10**7).limit == "fuel"
    for method in ("pformat", "pprint", "isreadable"):
        src = f"import pprint\nx = [1]\nfor _ in range(40):\n    x = [x, x]\npprint.PrettyPrinter().{method}(x)"
        assert _stops_quickly(src, fuel=10**7).limit == "fuel"


PRETTY_PRINTER = """
import pprint, io, contextlib
data = {"b": [1, 2, {"x": list(range(30))}], "a": ("t", None), "c": {"deep": {"deeper": {"deepest": 1}}}}
pp = pprint.PrettyPrinter(width=40, sort_dicts=True, compact=True)
pp.pprint(data)
pp2 = pprint.PrettyPrinter(indent=4, depth=2, sort_dicts=False)
print(pp2.pformat(data))
buf = io.StringIO()
pprint.PrettyPrinter(stream=buf, width=20).pprint(data["b"])
early = pprint.PrettyPrinter()
out = io.StringIO()
with contextlib.redirect_stdout(out):
    early.pprint("to the original stdout")
    pprint.PrettyPrinter().pprint("to the redirect")
r = [1]; r.append(r)
errs = []
for kw in ({"indent": -1}, {"depth": 0}, {"width": 0}, {"width": "x"}):
    try:
        pprint.PrettyPrinter(**kw)
    except (ValueError, TypeError) as e:
        errs.append((type(e).__name__, str(e)))
(buf.getvalue(), out.getvalue(), pp.isreadable(data), pp.isrecursive(r), pp.isreadable(r), errs, type(pp).__name__, pprint.pformat(data, width=30))
"""


def test_pretty_printer_matches_cpython() -> None:
    from stdlib_diff import same

    same(PRETTY_PRINTER.strip())


def test_chainmap_of_repeated_maps_is_charged() -> None:
    src = "from collections import ChainMap\nd = dict.fromkeys(range(100000))\nc = ChainMap(*[d] * 10000)\nlen(c)"
    assert _stops_quickly(src, fuel=10**7, memory=10**9).limit == "fuel"


def test_url_caches_keep_no_guest_strings() -> None:
    import urllib.parse

    program = stockade.compile("import urllib.parse\nurllib.parse.urlsplit('http://x/' + 'a' * 100000).path[:3]")
    assert stockade.run(program).value == "/aa"
    assert urllib.parse.urlsplit.cache_info().currsize == 0  # type: ignore[attr-defined]


def test_pprint_stream_without_write_is_cpythons_error() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("import pprint\npprint.pprint(1, stream=[])")
    assert info.value.type_name == "AttributeError"
    assert info.value.message == "'list' object has no attribute 'write'"


@pytest.mark.skipif(sys.version_info < (3, 12), reason="itertools.batched is 3.12+")
def test_itertools_batched() -> None:
    assert stockade.eval("import itertools\nlist(itertools.batched('abcde', 2))") == [("a", "b"), ("c", "d"), ("e",)]



TEMPLATE_SUBCLASSES = r'''
from string import Template
import string
class Receipt(Template):
    delimiter = "%"
class Braces(string.Template):
    delimiter = "#"
    idpattern = r"[a-z][_a-z0-9]*"
    braceidpattern = r"[A-Z]+"
class Strict(Template):
    flags = 0
class Custom(Template):
    pattern = r"""
    \[\[(?:
      (?P<escaped>\[\[) |
      (?P<named>[a-z]+)\]\] |
      (?P<braced>NEVER) |
      (?P<invalid>)
    )
    """
r = Receipt("Total: %amount for %{who}, 100%% sure")
print(r.substitute(amount="$5", who="Ann"), r.get_identifiers(), r.is_valid())
b = Braces("#name and #{CODE} and #Upper")
print(b.safe_substitute(name="x", CODE="C1"), b.get_identifiers())
print(Strict("$a $B").safe_substitute(a=1, B=2), Template("$a $B").safe_substitute(a=1, B=2))
print(Custom("Hi [[name]]! [[[[ literal").substitute(name="Bo"))
errs = []
try:
    Receipt("oops %").substitute()
except ValueError as e:
    errs.append(str(e))
try:
    Receipt("%missing").substitute()
except KeyError as e:
    errs.append(repr(e))
(errs, Receipt.delimiter, Braces.idpattern, type(r).__name__, isinstance(r, Template), Template.delimiter)
'''


def test_template_subclasses_match_cpython() -> None:
    from stdlib_diff import same

    same(TEMPLATE_SUBCLASSES.strip())
