# expect: limit fuel
# limits: fuel=20000
# technique: mapping pattern over a defaultdict-like guest loop: match in a loop is metered
def f(v):
    match v:
        case {"a": x}:
            return x
        case _:
            return 0

total = 0
while True:
    total += f({"a": 1})
