def words(text):
    word = []
    for ch in text:
        if ch.isalnum() or ch == "'":
            word.append(ch.lower())
        elif word:
            yield "".join(word)
            word = []
    if word:
        yield "".join(word)


def ngrams(tokens, n):
    window = []
    for t in tokens:
        window.append(t)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield tuple(window)


def dedupe(items):
    seen = set()
    for x in items:
        if x not in seen:
            seen.add(x)
            yield x


text = "It's a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife."
ws = list(words(text))
tri = list(ngrams(words(text), 3))
uniq = list(dedupe(words(text)))
(len(ws), tri[:3], len(uniq), [w for w in uniq if "'" in w])
