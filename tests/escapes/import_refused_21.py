# expect: compile STK-V004
# technique: from __future__ import of a non-annotations feature
from __future__ import barry_as_FLUFL
