# expect: compile STK-V002
# technique: itertools.chain.__call__
import itertools
itertools.chain.__call__
