# expect: compile STK-V004
# technique: from functools import lru_cache (not admitted member)
from functools import lru_cache
