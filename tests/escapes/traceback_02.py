# expect: compile STK-V002
# technique: __traceback__.tb_frame
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
err.__traceback__.tb_frame.f_globals
