# expect: guest AttributeError
# technique: the __doc__ dataclass() generates spells annotations Stockade keeps as text
from dataclasses import dataclass
@dataclass
class P:
    x: int
P.__doc__
