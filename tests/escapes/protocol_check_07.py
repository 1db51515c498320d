# expect: guest TypeError
# technique: runtime_checkable (imported under another name) applied to a class that is not a protocol, to mark a host class
from typing import runtime_checkable as rc
import json
rc(json.JSONEncoder)
