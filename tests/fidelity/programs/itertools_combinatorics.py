from itertools import combinations, combinations_with_replacement, permutations, product, chain, starmap, zip_longest, pairwise

menu = {"burger": 8.5, "salad": 7.0, "soup": 4.5, "fries": 3.0, "shake": 4.0}
budget = 15.0

combos = [c for r in (2, 3) for c in combinations(sorted(menu), r) if sum(menu[i] for i in c) <= budget]
best = max(combos, key=lambda c: (sum(menu[i] for i in c), c))
dice = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b == 7)
words = ["".join(p) for p in permutations("abc")]
coins = [c for c in combinations_with_replacement([1, 2, 5], 3) if sum(c) == 8]
grid = list(product("AB", [1, 2], [True]))
flat = list(chain.from_iterable([[1, 2], (3,), range(4, 6)]))
powers = list(starmap(pow, [(2, 5), (3, 2), (10, 3)]))
zipped = list(zip_longest("abcd", [1, 2], fillvalue="-"))
steps = [b - a for a, b in pairwise([1, 4, 9, 16, 25])]
print(len(combos), "affordable combos; best:", best)
(best, dice, words, coins, grid, flat, powers, zipped, steps)
