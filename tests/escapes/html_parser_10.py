# expect: limit fuel
# technique: html.parser close() on unclosed comment openers, CPython's quadratic walk over malformed input
# limits: fuel=3000000, wall=5
from html.parser import HTMLParser
p = HTMLParser()
p.feed("<!--" * 250000)
p.close()
