# expect: compile STK-V004
# technique: typing.get_overloads would read typing's process-wide registry
from typing import get_overloads
get_overloads(len)
