# expect: compile STK-P010
# technique: zero-width space inside an identifier
x​ = 1
