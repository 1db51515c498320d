# expect: door
# technique: a deque returned as the result cannot cross the door
from collections import deque
deque([1, 2])
