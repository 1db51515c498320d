# expect: compile STK-V004
# technique: the process-wide DefaultContext is shared with the host
from decimal import DefaultContext
DefaultContext.prec = 5
