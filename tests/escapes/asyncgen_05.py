# expect: guest AttributeError
# technique: the awaitable aclose() returns exposes nothing (its gi_frame-like internals included)
async def agen():
    yield 1
getattr(agen().aclose(), "throw")
