# expect: compile STK-V002
# technique: dunder keyword in a dict(**) call still reads a dunder name
dict(__class__=1).__class__
