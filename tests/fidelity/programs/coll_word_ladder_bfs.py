from collections import deque, defaultdict
from string import ascii_lowercase

WORDS = ["hot", "dot", "dog", "lot", "log", "cog", "hit", "hat", "cat", "cot", "cut", "hut"]


def neighbors_index(words):
    index = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            index[w[:i] + "*" + w[i + 1:]].append(w)
    return index


def ladder(start, goal, words):
    index = neighbors_index(words + [start])
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        word = path[-1]
        if word == goal:
            return path
        for i in range(len(word)):
            for nxt in index[word[:i] + "*" + word[i + 1:]]:
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(path + [nxt])
    return None


pairs = [("hit", "cog"), ("cat", "dog"), ("hut", "lot"), ("hit", "xyz")]
answers = {}
for a, b in pairs:
    path = ladder(a, b, WORDS)
    answers[f"{a}->{b}"] = path
    print(f"{a} -> {b}: {' -> '.join(path) if path else 'no path'} ({len(path) - 1 if path else 0} steps)")
letters = sorted({c for w in WORDS for c in w})
print("unused letters:", "".join(c for c in ascii_lowercase if c not in letters))
answers
