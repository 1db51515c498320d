# expect: compile STK-V011
# technique: a walrus inside a result comprehension keeps the live vars() dict
class P:
    pass


ps = [P()]
kept = []
[(d := vars(p)) for p in ps]
