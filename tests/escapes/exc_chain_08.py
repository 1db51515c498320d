# expect: limit fuel
# limits: fuel=20000
# technique: read the chain in a finally block after the fuel limit tripped (the stop signal as __context__)
seen = []
try:
    try:
        while True:
            pass
    finally:
        try:
            raise ValueError("after")
        except ValueError as e:
            seen.append(e.__context__)
except BaseException as e:
    seen.append(e)
seen
