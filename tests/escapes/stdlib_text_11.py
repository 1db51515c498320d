# expect: guest TypeError
# technique: pprint to another stream (a host file-like object) is refused
import pprint
pprint.pprint({"a": 1}, stream=[])
