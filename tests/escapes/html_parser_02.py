# expect: guest TypeError
# technique: html.parser subclass overriding the parse loop goahead to run in place of the host's
from html.parser import HTMLParser
class P(HTMLParser):
    def goahead(self, end):
        return 0
P().feed("<a>")
