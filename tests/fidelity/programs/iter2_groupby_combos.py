from itertools import groupby, combinations, permutations, product, accumulate, chain, islice, count, cycle, zip_longest, pairwise, starmap, combinations_with_replacement
import operator
from typing import List, Tuple

orders: List[Tuple[str, str, int]] = [
    ("2024-01-01", "ann", 30), ("2024-01-01", "bob", 12), ("2024-01-02", "ann", 7),
    ("2024-01-03", "cy", 50), ("2024-01-03", "ann", 1), ("2024-01-03", "bob", 9),
]
for day, grp in groupby(orders, key=operator.itemgetter(0)):
    g = list(grp)
    print(day, len(g), sum(o[2] for o in g))
by_user = {k: [o[2] for o in g] for k, g in groupby(sorted(orders, key=lambda o: o[1]), key=lambda o: o[1])}
print(by_user)
print(["".join(g) for _, g in groupby("aaabccdddd")], [(k, len(list(g))) for k, g in groupby([1, 1, 2, 1])])
print(list(combinations("abcd", 2)), len(list(combinations(range(10), 3))))
print(list(permutations([1, 2, 3]))[:4], list(permutations("ab", 2)))
print(list(product("xy", [0, 1])), len(list(product(range(3), repeat=3))))
print(list(accumulate([3, 1, 4, 1, 5])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(chain.from_iterable([[1], [2, 3], []])), list(islice(count(5, 3), 4)), list(islice(cycle("ab"), 5)))
print(list(zip_longest("abc", [1], fillvalue="-")), list(pairwise([1, 4, 9, 16])))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(combinations_with_replacement("ab", 2)))
prices = [19.99, 5.25, 3.5, 12.0]
budget = 25
best = max((c for r in range(1, len(prices) + 1) for c in combinations(prices, r) if sum(c) <= budget), key=sum)
print(best, round(sum(best), 2))
running = list(accumulate(o[2] for o in orders))
[(o[1], r) for o, r in zip(orders, running)]
