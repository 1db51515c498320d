# expect: compile STK-V002
# technique: exception __traceback__
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
err.__traceback__
