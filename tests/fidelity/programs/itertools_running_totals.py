from itertools import accumulate, groupby, chain, islice, zip_longest, count, cycle, takewhile, starmap, product
import operator

daily = [120, 95, -30, 210, 0, 45, -80, 150]
running = list(accumulate(daily))
peak = list(accumulate(daily, max))
print("Running:", running)
print("Peak so far:", peak)
print("Product:", list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print("With initial:", list(accumulate(daily[:3], initial=1000)))

changes = [b - a for a, b in zip(running, running[1:])]
print("Changes:", changes)

words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for letter, group in groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(group))

streaks = [(k, len(list(g))) for k, g in groupby("aaabccddddde")]
print(streaks)

ids = count(start=100, step=5)
labels = cycle(["red", "green"])
tagged = list(islice(zip(ids, labels, "xyzw"), 3))
print(tagged)

print(list(zip_longest([1, 2, 3], ["a"], fillvalue="-")))
print(list(takewhile(lambda x: x < 200, running)))
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])))
grid = ["".join(p) for p in product("AB", "12")]
print(grid)
flat = list(chain.from_iterable([[1, 2], [3], [], [4, 5]]))
sum(flat), running[-1], max(peak)
