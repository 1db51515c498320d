import re

doc = """# Title
See [the docs](https://example.com/docs) and [API](https://api.example.com/v1?x=1).
An image: ![logo](/img/logo.png). Bare link: https://plain.example.org/path.
Reference [broken](ftp://old.example.net)."""

LINK = re.compile(r"(!?)\[([^\]]+)\]\(([^)\s]+)\)")
links = [{"image": bool(m.group(1)), "text": m.group(2), "url": m.group(3)} for m in LINK.finditer(doc)]
plain = re.sub(LINK, lambda m: m.group(2), doc)
bare = re.findall(r"(?<!\()\bhttps?://[^\s)]+(?<![.,])", doc)
headings = re.findall(r"^#+\s*(.+)$", doc, flags=re.MULTILINE)
(links, plain.splitlines()[1], bare, headings)
