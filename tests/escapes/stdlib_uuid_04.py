# expect: compile STK-V004
# technique: uuid4 imported by name without the nondeterminism grant
from uuid import uuid4
uuid4()
