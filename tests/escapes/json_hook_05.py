# expect: value '"<module \'math\'>"'
# technique: json.dumps(default=repr) only sees a facade's repr
import json, math
json.dumps(math, default=repr)
