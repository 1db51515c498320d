import textwrap

ARTICLE = """Python's standard library is very extensive, offering a wide range of facilities.
The library contains built-in modules (written in C) that provide access to system functionality
such as file I/O that would otherwise be inaccessible to Python programmers, as well as modules
written in Python that provide standardized solutions for many problems that occur in everyday
programming."""

text = " ".join(ARTICLE.split())
wrapped = textwrap.wrap(text, width=38)
print("\n".join(f"{i:>2}| {line}" for i, line in enumerate(wrapped, 1)))
print()
print(textwrap.fill(text, width=50, initial_indent="  * ", subsequent_indent="    "))
print()
print(textwrap.shorten(text, width=60, placeholder=" [...]"))
left, right = wrapped[: len(wrapped) // 2 + 1], wrapped[len(wrapped) // 2 + 1:]
for a, b in zip(left, right + [""] * (len(left) - len(right))):
    print(f"{a:<38} | {b}")
code = textwrap.dedent("""
    def hello():
        return "hi"
""").strip()
print(textwrap.indent(code, ">>> ", lambda line: line.startswith("def")))
words = text.split()
longest = sorted(set(w.strip(".,()") for w in words), key=lambda w: (-len(w), w))[:5]
print(longest, len(words), max(len(line) for line in wrapped))
len(wrapped)
