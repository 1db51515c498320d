import difflib
from difflib import Differ

old_config = """[server]
host = example.internal
port = 8080
workers = 4
debug = true

[database]
url = postgres://db/main
pool = 10
""".splitlines(keepends=True)

new_config = """[server]
host = example.internal
port = 8081
workers = 8

[database]
url = postgres://db/main
pool = 10
timeout = 30
""".splitlines(keepends=True)

differ = Differ()
delta = list(differ.compare(old_config, new_config))
for line in delta:
    print(line, end="")

added = [line[2:].strip() for line in delta if line.startswith("+ ")]
removed = [line[2:].strip() for line in delta if line.startswith("- ")]
hints = [line.rstrip("\n") for line in delta if line.startswith("? ")]
print("added:", added)
print("removed:", removed)
print("hint lines:", len(hints))

restored_old = "".join(difflib.restore(delta, 1))
restored_new = "".join(difflib.restore(delta, 2))
print(restored_old == "".join(old_config), restored_new == "".join(new_config))

words = list(Differ().compare(["apple", "banana", "cherry"], ["apple", "bananas", "date"]))
print(words)
summary = {"added": len(added), "removed": len(removed), "same": sum(1 for x in delta if x.startswith("  "))}
summary
