# expect: guest TypeError
# technique: vars() of an html.parser.HTMLParser subclass instance (its dict holds the parser's host regex and state)
from html.parser import HTMLParser
class P(HTMLParser):
    pass
p = P()
print(sorted(vars(p)))
