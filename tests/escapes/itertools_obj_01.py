# expect: compile STK-V002
# technique: itertools.count().__reduce__()
import itertools
itertools.count().__reduce__()
