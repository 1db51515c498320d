# expect: guest TypeError
# technique: html.parser unbound feed on a host object, to make host code read and write its attributes without the guard
from html.parser import HTMLParser
import io
HTMLParser.feed(io.StringIO(), "<a>")
