# expect: guest AttributeError
# technique: the awaitable asend() returns exposes no send/throw/close (it can only be awaited)
async def agen():
    yield 1
g = agen()
a = g.asend(None)
getattr(a, "se" + "nd")
