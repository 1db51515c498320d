import re
import string
from collections import Counter

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness...
"""

STOPWORDS = {"it", "was", "the", "of"}

words = re.findall(r"[a-z']+", TEXT.lower())
counts = Counter(words)
content = Counter(w for w in words if w not in STOPWORDS)

print("total words:", len(words), "unique:", len(counts))
print("top 5:", counts.most_common(5))
print("top content:", content.most_common(4))

lengths = Counter(len(w) for w in words)
for length in sorted(lengths):
    print(f"{length:2d} | {'*' * lengths[length]}")

sentences = [s.strip() for s in re.split(r"[,.]+", TEXT) if s.strip()]
longest = max(sentences, key=len)
print("clauses:", len(sentences))
print("longest clause:", repr(longest))

table = str.maketrans("", "", string.punctuation)
clean = TEXT.translate(table).split()
print(clean[:6], TEXT.count("it was"), TEXT.lower().count("it was"))
caps = [w for w in clean if w.istitle()]
print("capitalised:", caps)
print(" ".join(w.capitalize() for w in "the tale of two cities".split()).swapcase())
letters = Counter(c for c in TEXT.lower() if c.isalpha())
vowels = sum(letters[v] for v in "aeiou")
{"vowels": vowels, "consonants": sum(letters.values()) - vowels, "rarest": sorted(letters.items(), key=lambda kv: (kv[1], kv[0]))[:3]}
