# expect: compile STK-V004
# technique: from typing import get_type_hints (evaluates strings)
from typing import get_type_hints
