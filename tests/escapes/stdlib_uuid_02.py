# expect: compile STK-V004
# technique: uuid.getnode reads the host's MAC address
from uuid import getnode
getnode()
