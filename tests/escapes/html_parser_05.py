# expect: guest TypeError
# technique: html.parser unbound reset applied to a plain guest object, so host code stores the regex where the guest reads freely
from html.parser import HTMLParser
class Q:
    pass
q = Q()
HTMLParser.reset(q)
getattr(q, "inter" + "esting")
