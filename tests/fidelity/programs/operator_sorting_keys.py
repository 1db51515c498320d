from operator import itemgetter, add, mul, neg
from functools import reduce

rows = [
    {"name": "ann", "team": "red", "score": 12},
    {"name": "bo", "team": "blue", "score": 15},
    {"name": "cy", "team": "red", "score": 15},
    {"name": "di", "team": "blue", "score": 9},
]
by_score = sorted(rows, key=itemgetter("score", "name"), reverse=True)
pairs = [(1, "b"), (3, "a"), (2, "c")]
(
    [r["name"] for r in by_score],
    sorted(pairs, key=itemgetter(1)),
    list(map(itemgetter(0), pairs)),
    reduce(add, range(10)),
    reduce(mul, range(1, 6)),
    list(map(neg, [1, -2, 3])),
    itemgetter(1, 3)("abcd"),
)
