import itertools
from collections import Counter

people = ["Ana", "Ben", "Cy", "Dee"]
shifts = ["morning", "evening"]
days = ["Mon", "Tue", "Wed"]

pairs = list(itertools.combinations(people, 2))
print(len(pairs), "possible pairs:", pairs[:3], "...")

rotation = itertools.cycle(pairs)
schedule = {}
for day, shift in itertools.product(days, shifts):
    schedule[(day, shift)] = next(rotation)
for (day, shift), crew in schedule.items():
    print(f"{day} {shift:<8} {' & '.join(crew)}")

load = Counter(p for crew in schedule.values() for p in crew)
print("load:", sorted(load.items()))
running = list(itertools.accumulate([2, 3, 1, 4, 2], initial=0))
print("cumulative hours:", running)
grouped = {k: [d for d, _ in g] for k, g in itertools.groupby(sorted(schedule, key=lambda s: s[1]), key=lambda s: s[1])}
print(grouped)
chunks = list(itertools.zip_longest(*[iter(people)] * 3, fillvalue="-"))
print(chunks)
evens = list(itertools.filterfalse(lambda n: n % 2, range(10)))
taken = list(itertools.takewhile(lambda n: n < 5, itertools.count(1, 2)))
print(evens, taken, list(itertools.pairwise("abcd")))
perms = ["".join(p) for p in itertools.permutations("abc", 2)]
(load.most_common(1), perms, list(itertools.starmap(pow, [(2, 3), (3, 2)])))
