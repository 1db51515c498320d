# expect: limit fuel
# technique: a linejunk callback that loops forever is guest code called from difflib: metered
# limits: fuel=100000
import difflib
def junk(line):
    while True:
        pass
list(difflib.Differ(linejunk=junk).compare(["a\n", "b\n"], ["c\n", "b\n"]))
