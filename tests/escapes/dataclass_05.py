# expect: guest TypeError
# technique: dataclass() applied to a builtin class to reach generated methods on it
from dataclasses import dataclass
dataclass(dict)
