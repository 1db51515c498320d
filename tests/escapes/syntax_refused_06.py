# expect: compile STK-V010
# technique: async comprehension
def f(xs):
    return [x async for x in xs]
