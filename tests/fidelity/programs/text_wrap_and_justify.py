import textwrap

paragraph = (
    "Stockade runs untrusted Python inside your process with no ambient authority. "
    "The source is verified, lowered into guarded bytecode, and run under limits on fuel, "
    "memory, wall time and output, so a runaway program is stopped and a hostile one is refused."
)


def justify(line: str, width: int) -> str:
    words = line.split()
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + words[-1]


lines = textwrap.wrap(paragraph, width=40)
justified = [justify(ln, 40) for ln in lines[:-1]] + [lines[-1]]
print("+" + "-" * 40 + "+")
for ln in justified:
    print("|" + ln.ljust(40) + "|")
print("+" + "-" * 40 + "+")
short = textwrap.shorten(paragraph, width=60, placeholder=" [...]")
indented = textwrap.indent(textwrap.fill(paragraph, 50), "> ")
(len(lines), short, indented.splitlines()[:2], textwrap.dedent("    a\n      b\n    c"))
