def pretty(obj, indent=0):
    pad = "  " * indent
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        inner = ",\n".join(f"{pad}  {k!r}: {pretty(v, indent + 1)}" for k, v in obj.items())
        return "{\n" + inner + "\n" + pad + "}"
    if isinstance(obj, (list, tuple)):
        open_, close = ("[", "]") if isinstance(obj, list) else ("(", ")")
        if not obj:
            return open_ + close
        inner = ",\n".join(f"{pad}  {pretty(v, indent + 1)}" for v in obj)
        return open_ + "\n" + inner + "\n" + pad + close
    return repr(obj)


def depth(obj):
    if isinstance(obj, dict):
        return 1 + max((depth(v) for v in obj.values()), default=0)
    if isinstance(obj, (list, tuple)):
        return 1 + max((depth(v) for v in obj), default=0)
    return 0


data = {"name": "cfg", "items": [1, (2, 3), {"deep": [None, True, 1.5]}], "empty": {}, "none": []}
text = pretty(data)
print(text)
(depth(data), len(text.splitlines()), text.count("'"))
