# expect: compile STK-V002
# technique: match class pattern keyword on __cause__
try:
    raise ValueError("x") from KeyError("k")
except ValueError as e:
    match e:
        case ValueError(__cause__=c):
            c
