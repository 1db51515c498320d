import textwrap

articles = [
    {
        "title": "Quarterly results exceed expectations",
        "body": "Revenue grew 14% year over year, driven by strong demand in the enterprise segment and continued expansion into new markets across Europe and Asia.",
    },
    {
        "title": "New office opens",
        "body": "   Our new office in Lisbon opened this week with a team of twenty engineers.   ",
    },
]

WIDTH = 48

def render(article: dict) -> str:
    title = article["title"].upper()
    lines = [title, "=" * len(title)]
    body = " ".join(article["body"].split())
    lines.extend(textwrap.wrap(body, width=WIDTH))
    return "\n".join(lines)

for art in articles:
    print(render(art))
    print()

quote = textwrap.fill(articles[0]["body"], width=40, initial_indent="> ", subsequent_indent="> ")
print(quote)
print(textwrap.shorten(articles[0]["body"], width=50, placeholder=" [...]"))

code = """
    def hello():
        return 'hi'
"""
print(textwrap.dedent(code).strip())
print(textwrap.indent("line one\nline two\n\nline four", "    | "))
centered = [t["title"].center(WIDTH, "*") for t in articles]
print("\n".join(centered))
[len(line) for line in textwrap.wrap(articles[0]["body"], 30)]
