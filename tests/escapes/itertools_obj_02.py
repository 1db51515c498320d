# expect: compile STK-V002
# technique: itertools.tee()[0].__copy__()
import itertools
itertools.tee([1])[0].__copy__()
