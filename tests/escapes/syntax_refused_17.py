# expect: compile STK-V004
# technique: from __future__ import with a bogus feature list
from __future__ import annotations, generators
