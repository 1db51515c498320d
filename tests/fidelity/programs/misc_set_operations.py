team_a = {"python", "sql", "docker", "aws", "react"}
team_b = {"python", "go", "kubernetes", "aws", "terraform"}
required = {"python", "aws", "terraform", "rust"}

both = team_a & team_b
either = team_a | team_b
only_a = team_a - team_b
sym = team_a ^ team_b
covered = required <= either
gaps = required - either
frozen = frozenset(both)
lookup = {frozen: "shared skills"}
s = set()
for skill in ["x", "y", "x"]:
    s.add(skill)
s.discard("zzz")
try:
    s.remove("zzz")
except KeyError as e:
    err = repr(e)
print(sorted(both), sorted(gaps))
(sorted(both), sorted(either), sorted(only_a), sorted(sym), covered, sorted(gaps), lookup[frozenset({"aws", "python"})], sorted(s), err,
 team_a.isdisjoint({"cobol"}), {1, 2}.issubset(range(5)), sorted({x % 4 for x in range(10)}))
