# expect: compile STK-V003
# technique: with_traceback()
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
err.with_traceback(None)
