# expect: limit fuel
# technique: str.join over an infinite iterator of strings
# limits: fuel=100000
import itertools
''.join(itertools.repeat('a'))
