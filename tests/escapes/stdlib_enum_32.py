# expect: guest TypeError
# technique: enum functional API given a dict that plants _generate_next_value_ among the members
from enum import Enum
E = Enum("E", {"A": 1, "_generate_next_value_": print})
