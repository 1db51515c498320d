# expect: compile STK-V002
# technique: __import__('os')
__import__("os")
