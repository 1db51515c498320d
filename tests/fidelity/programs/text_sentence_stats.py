TEXT = ("Python is a programming language that lets you work quickly and integrate systems more effectively. "
        "It is easy to learn! Does it scale? Many teams say yes. The syntax is clean; the standard library is large.")


def sentences(text):
    out, cur = [], []
    for ch in text:
        cur.append(ch)
        if ch in ".!?":
            s = "".join(cur).strip()
            if s:
                out.append(s)
            cur = []
    rest = "".join(cur).strip()
    if rest:
        out.append(rest)
    return out


def syllables(word):
    word = word.lower().strip(".,;!?")
    vowels = "aeiouy"
    count, prev = 0, False
    for ch in word:
        is_v = ch in vowels
        if is_v and not prev:
            count += 1
        prev = is_v
    if word.endswith("e") and count > 1:
        count -= 1
    return max(count, 1)


sents = sentences(TEXT)
words = TEXT.split()
syl = sum(syllables(w) for w in words)
flesch = 206.835 - 1.015 * (len(words) / len(sents)) - 84.6 * (syl / len(words))
longest = max(words, key=lambda w: len(w.strip(".,;!?")))
print(f"{len(sents)} sentences, {len(words)} words, {syl} syllables")
(len(sents), [s[-1] for s in sents], round(flesch, 2), longest, {w: syllables(w) for w in ["python", "language", "the", "effectively."]})
