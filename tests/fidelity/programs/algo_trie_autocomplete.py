from typing import Dict, List

END = "$"


def build_trie(words: List[str]) -> Dict:
    root: Dict = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[END] = node.get(END, 0) + 1
    return root


def complete(trie: Dict, prefix: str, limit: int = 5) -> List[str]:
    node = trie
    for ch in prefix:
        if ch not in node:
            return []
        node = node[ch]
    out: List[tuple] = []
    stack = [(node, prefix)]
    while stack:
        cur, word = stack.pop()
        for key, child in cur.items():
            if key == END:
                out.append((-child, word))
            else:
                stack.append((child, word + key))
    return [w for _, w in sorted(out)[:limit]]


queries = ["python", "pytest", "pythonic", "pyramid", "python", "pydantic", "pandas", "pip", "python", "pytest"]
trie = build_trie(queries)
results = {p: complete(trie, p) for p in ["py", "pyt", "p", "java", "pip"]}
for p, r in results.items():
    print(f"{p!r:8} -> {r}")
results
