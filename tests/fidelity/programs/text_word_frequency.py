from collections import Counter
import string

text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""

STOP = {"it", "was", "the", "of", "a", "and"}


def tokenize(s: str) -> list[str]:
    table = str.maketrans("", "", string.punctuation)
    return [w for w in s.lower().translate(table).split() if w]


words = tokenize(text)
counts = Counter(w for w in words if w not in STOP)
print("total words:", len(words), "distinct:", len(set(words)))
for word, n in counts.most_common(5):
    print(f"{word:<12}{'#' * n} {n}")
bigrams = Counter(zip(words, words[1:]))
top_bigram, top_n = bigrams.most_common(1)[0]
{"top": counts.most_common(3), "bigram": " ".join(top_bigram), "bigram_n": top_n, "hapax": sorted(w for w, n in counts.items() if n == 1)}
