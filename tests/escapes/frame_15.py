# expect: compile STK-V002
# technique: generator __next__ method
(x for x in [1]).__next__()
