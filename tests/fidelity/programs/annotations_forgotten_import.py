# expect: raises NameError
"""An agent forgot `from typing import Dict`: CPython evaluates the parameter annotation
when the def statement runs, so the program stops there, before any output."""


def tally(words: list[str]) -> Dict[str, int]:  # noqa: F821 (the forgotten import)
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


print("counting")
tally(["a", "b", "a"])
