# expect: guest AttributeError
# technique: html.parser mixin property named like the parser state, to receive the host regex when reset() stores it
from html.parser import HTMLParser
got = []
class M:
    pass
class P(M, HTMLParser):
    pass
M.interesting = property(lambda self: None, lambda self, v: got.append(v))
P()
got
