# expect: compile STK-V003
# technique: uuid1 through the module (clock and MAC address)
import uuid
uuid.uuid1()
