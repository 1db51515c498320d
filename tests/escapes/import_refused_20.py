# expect: compile STK-V004
# technique: from typing import get_origin (would read a generic alias's internals; get_type_hints is admitted with its own evaluator)
from typing import get_origin
