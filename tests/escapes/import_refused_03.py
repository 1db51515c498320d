# expect: compile STK-V004
# technique: import os
import os
