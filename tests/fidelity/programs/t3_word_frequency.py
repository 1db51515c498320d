import re
from collections import Counter

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair. Don't stop-believing; e-mail me!
"""

STOPWORDS = {"it", "was", "the", "of", "a", "me"}

words = re.findall(r"[a-z]+(?:['-][a-z]+)*", TEXT.lower())
counts = Counter(w for w in words if w not in STOPWORDS)
print(f"{len(words)} words, {len(set(words))} unique, {len(counts)} after stopwords")
for word, n in counts.most_common(6):
    bar = "#" * n
    print(f"{word:>12} {n:>3} {bar}")

bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
sentences = [s.strip() for s in re.split(r"[.!?]+\s*", TEXT) if s.strip()]
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
letters = Counter(c for c in TEXT.lower() if c.isalpha())
total = sum(letters.values())
print(" ".join(f"{c}:{n / total:.1%}" for c, n in letters.most_common(5)))
both = counts & Counter({"times": 1, "age": 5, "hope": 2})
len(sentences), caps, dict(both), counts["nonexistent"], +Counter({"x": -1, "y": 2})
