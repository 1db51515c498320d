# expect: limit fuel
# technique: json.dumps with indent runs CPython's pure-Python encoder (no ticks) over shared rows
# limits: fuel=1000000, wall=5
import json
json.dumps([[1] * 1000] * 3000, indent=1)
