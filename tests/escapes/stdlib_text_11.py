# expect: guest AttributeError
# technique: pprint to another stream (a list: no write method, as in CPython)
import pprint
pprint.pprint({"a": 1}, stream=[])
