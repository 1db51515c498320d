# expect: compile STK-V003
# technique: uuid4 needs entropy the host did not grant
import uuid
uuid.uuid4()
