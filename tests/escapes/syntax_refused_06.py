# expect: compile STK-P010
# technique: async comprehension outside async def (CPython's syntax error)
def f(xs):
    return [x async for x in xs]
