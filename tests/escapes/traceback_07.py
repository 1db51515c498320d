# expect: compile STK-V003
# technique: tb_frame / tb_next as plain attributes
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
err.tb_frame
