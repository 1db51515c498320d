# expect: guest TypeError
# technique: html.parser slots named like the parser state, making host stores land in guest-readable slots
from html.parser import HTMLParser
class P(HTMLParser):
    __slots__ = ("interesting",)
getattr(P(), "inter" + "esting")
