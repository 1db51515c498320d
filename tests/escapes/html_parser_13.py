# expect: guest AttributeError
# technique: html.parser super() in a subclass of a subclass reaching the unbound parse_starttag with a built name
from html.parser import HTMLParser
class A(HTMLParser):
    pass
class B(A):
    def handle_starttag(self, tag, attrs):
        getattr(super(), "parse_" + "starttag")
B().feed("<a>")
