# expect: limit fuel
# technique: html.parser one character per feed behind an unclosed start tag, rescanning the pending buffer each time
# limits: fuel=3000000, wall=5
from html.parser import HTMLParser
p = HTMLParser()
p.feed("<a b='")
for _ in range(1000000):
    p.feed("x")
