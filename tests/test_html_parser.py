"""html.parser.HTMLParser (as a base and on its own): CPython's events, positions and
errors on each supported version; internals refused clearly; the parse is charged."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import guest_error, same

_PAGE = (
    "<!DOCTYPE html>\n<html><head><title>T &amp; U</title>"
    "<script>if (a < b && c > d) { x = '</p>'; }</script><style>p>b{}</style></head>\n"
    "<body class=main><h1 id='top'>Head&#33; &lt;1&gt; &copy; &nosuch; &#x41;</h1>"
    "<p>One<br/>two<img src=\"a.png\" alt='A &quot;pic&quot;'/></p>"
    "<!-- a comment --><?php echo 1 ?><![CDATA[raw]]>"
    "<table><tr><th>Name</th><th>Qty</th></tr>"
    "<tr><td><b>Apple</b> &amp; pear</td><td>3</td></tr>"
    "<tr><td>Fig</td><td>1<span>0</span></td></tr></table>"
    "<a href='/x?a=1&amp;b=2'>x</a><a HREF=/y>y</a><a name=z>z</a>\n</body></html>"
)

_RECORDER = """
from html.parser import HTMLParser
class R(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.events = []
    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs, self.get_starttag_text(), self.getpos()))
    def handle_endtag(self, tag):
        self.events.append(("end", tag, self.getpos()))
    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs))
    def handle_data(self, data):
        self.events.append(("data", data))
    def handle_comment(self, data):
        self.events.append(("comment", data))
    def handle_entityref(self, name):
        self.events.append(("entity", name))
    def handle_charref(self, name):
        self.events.append(("charref", name))
    def handle_decl(self, decl):
        self.events.append(("decl", decl))
    def handle_pi(self, data):
        self.events.append(("pi", data))
    def unknown_decl(self, data):
        self.events.append(("unknown", data))
"""

PROGRAMS: dict[str, str] = {
    "link_extractor": """
from html.parser import HTMLParser
class LinkExtractor(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            for k, v in attrs:
                if k == "href":
                    self.links.append(v)
    def handle_data(self, data):
        pass
p = LinkExtractor()
p.feed(PAGE)
p.close()
p.links
""",
    "dotted_import_text_extractor": """
import html.parser
class Text(html.parser.HTMLParser):
    def __init__(self):
        html.parser.HTMLParser.__init__(self)
        self.parts = []
        self.skip = 0
    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
    def handle_data(self, data):
        if not self.skip and data.strip():
            self.parts.append(data.strip())
t = Text()
t.feed(PAGE)
t.close()
print(" | ".join(t.parts))
t.parts
""",
    "tag_counter": """
from collections import Counter
from html.parser import HTMLParser
class Counting(HTMLParser):
    def reset(self):
        super().reset()
        self.counts = Counter()
    def handle_starttag(self, tag, attrs):
        self.counts[tag] += 1
    def handle_startendtag(self, tag, attrs):
        self.counts[tag + "/"] += 1
c = Counting()
c.feed(PAGE)
first = sorted(c.counts.items())
c.reset()
c.feed("<p><p><i>")
[first, sorted(c.counts.items()), c.getpos()]
""",
    "table_scraper": """
from html.parser import HTMLParser
class Table(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows = []
        self.cell = None
    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []
    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append("".join(self.cell).strip())
            self.cell = None
    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)
t = Table()
for i in range(0, len(PAGE), 7):
    t.feed(PAGE[i:i + 7])
t.close()
t.rows
""",
    "events_convert_charrefs_true": _RECORDER
    + """
r = R()
r.feed(PAGE)
r.close()
r.events
""",
    "events_convert_charrefs_false": _RECORDER
    + """
r = R(convert_charrefs=False)
r.feed(PAGE)
r.close()
r.events
""",
    "events_chunked_both_modes": _RECORDER
    + """
out = []
for conv in (True, False):
    r = R(convert_charrefs=conv)
    for ch in PAGE:
        r.feed(ch)
    r.close()
    out.append(r.events)
out
""",
    "malformed_and_close": _RECORDER
    + """
out = []
for doc in ["<a href='x", "<!-- never closed", "</", "a &amp b &#12", "<![CDATA[x", "<?pi", "<!x", "&", "<",
            "<script>a</scr", "<p <q>", "</a b=c>", "</>", "<a/b>", "x&#x;y", "<!DOCTYPE", "<style>&amp;</style>"]:
    for conv in (True, False):
        r = R(convert_charrefs=conv)
        r.feed(doc)
        before = list(r.events)
        r.close()
        out.append((doc, conv, before, r.events, r.rawdata, r.getpos()))
out
""",
    "plain_parser_state": """
from html.parser import HTMLParser
p = HTMLParser()
p.feed("<div>\\n<p class=x>text")
state = [p.getpos(), p.lasttag, p.rawdata, p.cdata_elem, p.convert_charrefs, p.get_starttag_text()]
p.feed("<script>x")
state.append((p.cdata_elem, p.rawdata))
p.close()
state.append((p.cdata_elem, p.rawdata, p.lineno, p.offset))
state + [repr(p)[:24], type(p).__name__, isinstance(p, HTMLParser), HTMLParser.CDATA_CONTENT_ELEMENTS]
""",
    "handler_exception_propagates": """
from html.parser import HTMLParser
class Stop(Exception):
    pass
class First(HTMLParser):
    def handle_starttag(self, tag, attrs):
        if tag == "b":
            raise Stop(tag, attrs)
p = First()
try:
    p.feed("<a x=1><b y=2>rest")
except Stop as e:
    caught = e.args
[caught, p.rawdata, p.getpos()]
""",
    "assigned_handlers_and_options": """
from html.parser import HTMLParser
seen = []
p = HTMLParser()
p.handle_data = seen.append
p.handle_starttag = lambda tag, attrs: seen.append(tag)
p.convert_charrefs = False
p.feed("a&amp;<i>b</i>")
p.close()
class Sub(HTMLParser):
    pass
Sub.handle_comment = lambda self, data: seen.append("comment:" + data)
Sub().feed("<!--hi-->")
seen
""",
    "subclass_of_subclass_and_super": """
from html.parser import HTMLParser
class Base(HTMLParser):
    def __init__(self):
        super(Base, self).__init__(convert_charrefs=False)
        self.log = []
    def handle_starttag(self, tag, attrs):
        self.log.append("base:" + tag)
class Child(Base):
    def handle_starttag(self, tag, attrs):
        self.log.append("child:" + tag)
        super().handle_starttag(tag, attrs)
    def handle_startendtag(self, tag, attrs):
        HTMLParser.handle_startendtag(self, tag, attrs)
    def feed(self, data):
        super().feed(data.upper())
        return len(data)
    def close(self):
        super().close()
        return self.log
c = Child()
n = c.feed("<a><br/>")
[n, c.close(), c.convert_charrefs, Child.CDATA_CONTENT_ELEMENTS]
""",
    "errors_as_cpython": """
from html.parser import HTMLParser
out = []
for thunk in (lambda: HTMLParser(False), lambda: HTMLParser(strict=True), lambda: HTMLParser().feed(b"x"),
              lambda: HTMLParser().feed(None), lambda: HTMLParser().feed()):
    try:
        thunk()
    except TypeError as e:
        out.append(str(e))
class NoInit(HTMLParser):
    def __init__(self):
        pass
try:
    NoInit().feed("x")
except AttributeError as e:
    out.append(str(e))
try:
    HTMLParser.rawdata
except AttributeError as e:
    out.append(str(e))
p = HTMLParser()
try:
    p.feed("<![if x]>")
except AssertionError as e:
    out.append(str(e))
out
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    same(f"PAGE = {_PAGE!r}\n" + PROGRAMS[name].strip())


@pytest.mark.parametrize(
    ("source", "type_name", "message"),
    [
        ("p = HTMLParser()\np.feed('<a>')\ngetattr(p, 'inter' + 'esting')", "AttributeError", "available in Stockade"),
        ("class P(HTMLParser):\n    def goahead(self, end):\n        pass", "TypeError", "'goahead' is internal"),
        ("class P(HTMLParser):\n    CDATA_CONTENT_ELEMENTS = ('a(a*)*b',)", "TypeError", "internal"),
        ("class M:\n    pass\nclass P(M, HTMLParser):\n    pass\nM.updatepos = max", "AttributeError", "internal"),
        ("class Q:\n    pass\nHTMLParser.reset(Q())", "TypeError", "doesn't apply to a 'Q' object"),
        ("p = HTMLParser()\np.rawdata = 5", "AttributeError", "cannot set attribute 'rawdata'"),
        ("class P(HTMLParser):\n    pass\nP().lasttag = 1", "AttributeError", "cannot be set in Stockade"),
    ],
)
def test_refused(source: str, type_name: str, message: str) -> None:
    err = guest_error("from html.parser import HTMLParser\n" + source)
    assert err.type_name == type_name
    assert message in err.message


def test_internal_method_name_refused_at_compile_time() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("from html.parser import HTMLParser\nclass P(HTMLParser):\n    pass\nP().parse_starttag(0)")
    assert "STK-V003" in str(info.value)


@pytest.mark.parametrize(
    "feed",
    ["'<' * 1_000_000", "'<!--' * 250_000", "'<a' * 500_000", "'</' * 500_000", "'<?' * 500_000"],
)
def test_adversarial_input_stops_by_fuel(feed: str) -> None:
    program = stockade.compile(f"from html.parser import HTMLParser\np = HTMLParser()\np.feed({feed})\np.close()")
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(program, limits=stockade.Limits(fuel=2_000_000, wall=5.0))
    assert info.value.limit == "fuel"


def test_rescanning_a_pending_construct_is_charged() -> None:
    # one character at a time behind an unclosed comment: CPython rescans the whole buffer
    # on every feed
    source = "from html.parser import HTMLParser\np = HTMLParser()\np.feed('<!--')\nfor _ in range(200_000):\n    p.feed('x')"
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=5_000_000, wall=5.0))
    assert info.value.limit == "fuel"


def test_ordinary_page_is_cheap() -> None:
    source = f"from html.parser import HTMLParser\np = HTMLParser()\np.feed({_PAGE!r} * 50)\np.close()"
    result = stockade.run(stockade.compile(source))
    assert result.fuel < 400_000  # about 40 KB of markup: a few % of the default fuel
