import textwrap
from typing import List

para = ("Stockade runs untrusted programs written by language models. Each program is checked "
        "before it runs, and everything it touches is metered, so a runaway loop costs fuel "
        "rather than time. This paragraph exists mostly to be wrapped at various widths.")
print(textwrap.fill(para, width=40))
print("---")
print(textwrap.fill(para, width=30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(para, width=60))
print(textwrap.shorten("short text", width=60), textwrap.shorten(para, width=40, placeholder=" [more]"))
lines: List[str] = textwrap.wrap(para, 25)
print(len(lines), max(len(l) for l in lines), lines[-1])  # noqa: E741
code = """
    def f():
        return 1
"""
print(textwrap.dedent(code).strip())
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.indent("x\ny", "+ ", predicate=lambda line: line.startswith("y")))
w = textwrap.TextWrapper(width=20, break_long_words=True, max_lines=3, placeholder="...")
print(w.wrap("supercalifragilisticexpialidocious is a very long word indeed, truly"))
cols = ["Name", "Description"]
rows = [("fill", "Wraps a single paragraph and returns a single string."), ("dedent", "Removes common leading whitespace.")]
for name, desc in rows:
    wrapped = textwrap.wrap(desc, 24)
    print(f"{name:<8}{wrapped[0]}")
    for extra in wrapped[1:]:
        print(" " * 8 + extra)
print("|".join(s.center(9, ".") for s in ["a", "bb", "ccc"]), "x".ljust(3, "-") + "|", "7".zfill(4), "-7".zfill(4))
print("Title Case words".swapcase(), "hello world".title(), "  pad  ".strip(), "a-b-c".rsplit("-", 1))
textwrap.wrap("", 10)
