defaults = {"theme": "light", "lang": "en", "page_size": 20, "beta": False}
user = {"theme": "dark", "page_size": 50}
env = {"beta": True, "lang": "fr"}

merged = defaults | user | env
print(merged)
cfg = dict(defaults)
cfg |= user
print(cfg, {**defaults, **env}, dict(defaults, lang="de"))
print(list(merged.keys() - defaults.keys()), sorted(merged.keys() & env.keys()), merged.items() >= user.items())

team_a = {"ana", "ben", "cho", "dev"}
team_b = {"cho", "dev", "eli"}
print(sorted(team_a | team_b), sorted(team_a & team_b), sorted(team_a - team_b), sorted(team_a ^ team_b))
print(team_b <= team_a, {"cho"} < team_b, team_a.isdisjoint({"zed"}), frozenset("abc") == set("cba"))

inverted = {}
for k, v in {"a": 1, "b": 2, "c": 1}.items():
    inverted.setdefault(v, []).append(k)
print(inverted, dict.fromkeys("xyz", 0), dict(zip("abc", range(3))))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])), max(counts, key=counts.get))
d = {"z": 1, "a": 2}
d["m"] = 3
del d["z"]
popped = d.pop("missing", "default")
print(d, popped, d.popitem(), list(reversed({"p": 1, "q": 2})), next(iter(d)))
nested = {"a": {"b": {"c": 1}}}
print(nested.get("a", {}).get("b", {}).get("c"), nested.get("x", {}).get("y"))
s = {3, 1, 2}
s.discard(5)
s.update([4, 1])
frozen = frozenset(s)
print(sorted(s), len(frozen), {x % 3 for x in s}, {frozen: "ok"}[frozenset({1, 2, 3, 4})])
try:
    s.remove(99)
except KeyError as e:
    print("KeyError", e)
merged, sorted(team_a), {1, 2} == {2, 1}, set(), frozenset()
