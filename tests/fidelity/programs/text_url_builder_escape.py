from urllib.parse import urlparse, urlencode, parse_qs, parse_qsl, quote, unquote, urljoin, urlunparse, quote_plus
import html

urls = [
    "https://api.example.com/v2/search?q=python+sandbox&page=2&tag=a&tag=b#results",
    "http://user:pw@localhost:8080/path/to%20file.txt",
    "ftp://files.example.org/pub/",
    "/relative/path?x=1",
]

for u in urls:
    p = urlparse(u)
    print(p.scheme or "-", p.hostname, p.port, p.path, dict(parse_qs(p.query)), p.fragment)

params = {"q": "café & bar", "limit": 10, "sort": "-created"}
query = urlencode(params)
print(query)
print(urlencode([("id", 1), ("id", 2)]), urlencode({"tags": ["x", "y"]}, doseq=True))
print(parse_qsl("a=1&b=&c=3", keep_blank_values=True))
print(quote("some path/with spaces"), quote("a/b", safe=""), quote_plus("a b&c"))
print(unquote("caf%C3%A9%20bar"))
print(urljoin("https://example.com/docs/guide/", "../api/index.html"))
print(urljoin("https://example.com/docs/guide", "intro"))
built = urlunparse(("https", "shop.example.com", "/cart", "", urlencode({"item": 5}), ""))
print(built)

comments = ['<script>alert("x")</script>', "Tom & Jerry's", "5 > 3"]
escaped = [html.escape(c) for c in comments]
for e in escaped:
    print(e)
print(html.escape("it's", quote=False), html.unescape("&lt;b&gt; &amp; &copy; &#39;"))
rows = "".join(f"<li>{html.escape(c)}</li>" for c in comments)
f"<ul>{rows}</ul>"
