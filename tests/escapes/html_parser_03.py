# expect: guest AttributeError
# technique: html.parser mixin given updatepos after the class is made, so the host loop calls a builtin that never advances
from html.parser import HTMLParser
class M:
    pass
class P(M, HTMLParser):
    pass
setattr(M, "updatepos", max)
P().feed("<a" * 100)
