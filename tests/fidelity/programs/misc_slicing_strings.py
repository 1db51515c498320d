s = "The quick brown fox jumps over the lazy dog"
words = s.split()
results = {
    "reversed_words": " ".join(reversed(words)),
    "each_reversed": " ".join(w[::-1] for w in words),
    "every_third": s[::3],
    "middle": s[len(s) // 2 - 5: len(s) // 2 + 5],
    "last_word": s[s.rfind(" ") + 1:],
    "negative": s[-8:-4],
    "out_of_range": s[100:200],
    "partition": s.partition("fox"),
    "rpartition": s.rpartition("o"),
    "find_missing": s.find("cat"),
    "count_o": s.count("o"),
    "startswith_tuple": s.startswith(("A", "The")),
    "split_limit": s.split(" ", 3),
    "rsplit_limit": s.rsplit(" ", 2),
    "splitlines": "a\nb\r\nc\n".splitlines(keepends=True),
    "strip_chars": "xxhixx".strip("x"),
    "removeprefix": "test_case".removeprefix("test_"),
    "isdigit": ["123".isdigit(), "12.3".isdigit(), "".isdigit()],
    "translate": s.translate(str.maketrans("aeiou", "AEIOU"))[:19],
}
for k, v in results.items():
    print(f"{k}: {v!r}")
results
