# expect: guest AttributeError
# technique: html.parser name-mangled start-tag slot and ParserBase internals read through getattr
from html.parser import HTMLParser
class P(HTMLParser):
    pass
p = P()
p.feed("<a>")
for name in ("_HTMLParser" + "__starttag_text", "_scan" + "_name", "_decl_otherchars"):
    try:
        getattr(p, name)
    except AttributeError:
        pass
getattr(P, "set_cdata" + "_mode")
