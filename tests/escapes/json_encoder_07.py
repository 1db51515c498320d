# expect: limit fuel
# limits: fuel=100000
# technique: json.dump with indent of a big shared structure: the host's Python encoder loop is charged per chunk
import io
import json
row = list(range(1000))
json.dump([row] * 1000, io.StringIO(), indent=1)
