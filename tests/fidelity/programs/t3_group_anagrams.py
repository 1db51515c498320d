from collections import defaultdict
from itertools import groupby


def group_anagrams(words):
    groups = defaultdict(list)
    for w in words:
        key = "".join(sorted(w.lower()))
        groups[key].append(w)
    return [sorted(g) for g in groups.values()]


def group_anagrams_counts(words):
    groups = {}
    for w in words:
        counts = [0] * 26
        for ch in w.lower():
            if ch.isalpha():
                counts[ord(ch) - ord("a")] += 1
        groups.setdefault(tuple(counts), []).append(w)
    return list(groups.values())


words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "Tinsel", "dog", "god", "odg", "bird"]
result = sorted(group_anagrams(words), key=lambda g: (-len(g), g[0]))
for group in result:
    print(f"{len(group)}: {', '.join(group)}")

by_len = {k: [w for w in v] for k, v in groupby(sorted(words, key=len), key=len)}
print(by_len)
alt = group_anagrams_counts(words)
assert sorted(map(sorted, alt)) == sorted(group_anagrams(words))
largest = max(result, key=len)
singletons = [g[0] for g in result if len(g) == 1]
largest, singletons, len(result)
