# expect: value ['AssertionError', 'a', 'b']
# technique: html.parser handler re-entering feed and reset while the host loop runs
from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []
    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "a":
            self.reset()
            self.feed("<b>")
p = P()
try:
    p.feed("<a><c>")
except AssertionError as e:
    p.tags.insert(0, type(e).__name__)  # CPython's own: the outer loop finds its buffer replaced
p.tags[:3]
