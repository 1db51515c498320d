from typing import Any, Iterator

tree = {
    "name": "root",
    "children": [
        {"name": "src", "children": [
            {"name": "main.py", "size": 1200},
            {"name": "util.py", "size": 800},
            {"name": "pkg", "children": [{"name": "__init__.py", "size": 0}, {"name": "core.py", "size": 5400}]},
        ]},
        {"name": "README.md", "size": 2048},
        {"name": "tests", "children": []},
    ],
}


def walk(node: dict, path: str = "") -> Iterator[tuple]:
    here = f"{path}/{node['name']}" if path else node["name"]
    if "children" in node:
        yield here, None
        for child in node["children"]:
            yield from walk(child, here)
    else:
        yield here, node["size"]


def flatten(nested: Any) -> Iterator[Any]:
    for x in nested:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x


def delegator():
    result = yield from sub()
    yield f"sub returned {result}"


def sub():
    yield 1
    yield 2
    return "done"


entries = list(walk(tree))
for path, size in entries:
    print(f"{'d' if size is None else 'f'} {path}" + ("" if size is None else f" ({size} B)"))
files = {p: s for p, s in entries if s is not None}
(sum(files.values()), max(files, key=files.get), list(flatten([1, [2, (3, [4, 5])], [], 6])), list(delegator()))
