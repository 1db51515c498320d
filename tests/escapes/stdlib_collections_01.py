# expect: compile STK-V002
# technique: collections.deque().__class__.__base__ to reach the real deque type
import collections
collections.deque().__class__.__base__
