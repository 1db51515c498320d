# expect: guest AttributeError
# technique: html.parser handler storing a guest object into the parser's regex slot mid-parse
from html.parser import HTMLParser
class Fake:
    def search(self, s, i):
        return None
class P(HTMLParser):
    def handle_starttag(self, tag, attrs):
        self.interesting = Fake()
P(convert_charrefs=False).feed("<a>&amp;")
