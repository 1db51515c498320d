# expect: compile STK-V002
# technique: reaching the real classmethod behind datetime.now
import datetime
real = datetime.datetime.now.__self__
