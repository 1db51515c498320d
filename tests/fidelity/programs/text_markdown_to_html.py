import re
import html

DOC = """# Release Notes

Version **2.1** brings _faster_ builds & fewer bugs.

## Changes
- Added `--verbose` flag
- Fixed [issue 42](https://example.com/42)
- Removed <legacy> mode

Plain paragraph with a `code span` and **bold _nested_ text**.
"""


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"_(.+?)_", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)
    return text


def convert(md: str) -> str:
    out, in_list = [], False
    for line in md.splitlines():
        if m := re.match(r"^(#{1,6})\s+(.*)", line):
            level = len(m.group(1))
            out.append(f"<h{level}>{inline(m.group(2))}</h{level}>")
        elif line.startswith("- "):
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"  <li>{inline(line[2:])}</li>")
            continue
        elif line.strip():
            out.append(f"<p>{inline(line)}</p>")
        if in_list and not line.startswith("- "):
            out.insert(len(out) - (1 if line.strip() else 0), "</ul>")
            in_list = False
    if in_list:
        out.append("</ul>")
    return "\n".join(out)


result = convert(DOC)
print(result)
len(result.splitlines())
