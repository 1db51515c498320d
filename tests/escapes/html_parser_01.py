# expect: guest AttributeError
# technique: html.parser internal regex read through getattr with a name built at run time
from html.parser import HTMLParser
p = HTMLParser()
p.feed("<a>")
getattr(p, "inter" + "esting")
