from __future__ import annotations


def render(template: str, context: dict[str, object]) -> str:
    out: list[str] = []
    i = 0
    while i < len(template):
        start = template.find("{{", i)
        if start == -1:
            out.append(template[i:])
            break
        out.append(template[i:start])
        end = template.find("}}", start)
        if end == -1:
            raise ValueError(f"unclosed tag at {start}")
        expr = template[start + 2:end].strip()
        name, _, filt = expr.partition("|")
        value = context
        for part in name.strip().split("."):
            if not isinstance(value, dict) or part not in value:
                raise KeyError(name.strip())
            value = value[part]
        text = str(value)
        filt = filt.strip()
        if filt == "upper":
            text = text.upper()
        elif filt == "title":
            text = text.title()
        elif filt:
            raise ValueError(f"unknown filter {filt!r}")
        out.append(text)
        i = end + 2
    return "".join(out)


ctx = {"user": {"name": "ada lovelace", "plan": "pro"}, "count": 3}
tpl = "Hello {{ user.name | title }}! You have {{count}} new messages on the {{ user.plan|upper }} plan."
print(render(tpl, ctx))
results = []
for bad in ["{{ missing }}", "{{ user.name | shout }}", "oops {{ user"]:
    try:
        render(bad, ctx)
    except (KeyError, ValueError) as e:
        results.append(f"{type(e).__name__}: {e}")
results
