# expect: guest TypeError
# technique: copy.deepcopy of a module facade forges a facade without data
import copy
import json
copy.deepcopy(json)
