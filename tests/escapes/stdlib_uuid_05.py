# expect: compile STK-V003
# technique: uuid4 through an alias of the module, without the grant
import uuid as u
ids = [u.uuid4() for _ in range(2)]
