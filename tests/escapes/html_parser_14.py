# expect: guest AttributeError
# technique: html.parser store of a non-str rawdata so host slicing and find run on a guest object
from html.parser import HTMLParser
class S:
    def find(self, *a):
        return 0
class P(HTMLParser):
    pass
p = P()
setattr(p, "raw" + "data", S())
p.feed("x")
