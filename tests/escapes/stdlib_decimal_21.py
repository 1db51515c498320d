# expect: guest KeyError
# technique: a Context built with a foreign exception as a trap
from decimal import Context
Context(traps=[ZeroDivisionError])
