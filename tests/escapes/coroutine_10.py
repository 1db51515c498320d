# expect: value 3000
# technique: thousands of never-awaited coroutines (RuntimeWarning must not reach the host)
async def co(x):
    return x
made = [co(i) for i in range(3000)]
len(made)
