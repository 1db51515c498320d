from collections import ChainMap, OrderedDict, Counter, namedtuple  # noqa: F401
import json

defaults = {"theme": "light", "font_size": 12, "autosave": True, "plugins": ["spell"]}
user = {"theme": "dark", "font_size": 14}
session = {"font_size": 16}

settings = ChainMap(session, user, defaults)
print(settings["theme"], settings["font_size"], settings["autosave"])
print(dict(settings))
settings.maps[0]["autosave"] = False
print("autosave now:", settings["autosave"], "defaults unchanged:", defaults["autosave"])
child = settings.new_child({"theme": "solarized"})
print(child["theme"], settings["theme"], len(child))

recent = OrderedDict()
for doc in ["a.txt", "b.txt", "a.txt", "c.txt", "d.txt", "b.txt"]:
    recent[doc] = True
    recent.move_to_end(doc)
    while len(recent) > 3:
        recent.popitem(last=False)
print(list(recent))

words = "the quick brown fox jumps over the lazy dog the end".split()
c = Counter(words)
c.update(["fox", "fox"])
c.subtract({"the": 2})
print(c.most_common(3), c["missing"], sum(c.values()))
print((c & Counter(fox=1, dog=5)), +Counter(a=-1, b=2))
json.dumps(dict(child), sort_keys=True)
