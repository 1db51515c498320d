# expect: compile STK-V002
# technique: writing the script result slot directly
__sk_result = 1
