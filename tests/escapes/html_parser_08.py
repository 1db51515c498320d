# expect: guest TypeError
# technique: html.parser CDATA_CONTENT_ELEMENTS with a backtracking tag name compiled into the cdata regex
from html.parser import HTMLParser
class P(HTMLParser):
    CDATA_CONTENT_ELEMENTS = ("a(a*)*b",)
P().feed("<a(a*)*b>" + "</" + "a" * 40)
