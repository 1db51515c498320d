# expect: value [5, 'x', None]
# technique: NewType call is the identity: it hands back exactly the guest's own value, nothing wrapped
from typing import NewType
UserId = NewType("UserId", int)
[UserId(5), UserId("x"), UserId(None)]
