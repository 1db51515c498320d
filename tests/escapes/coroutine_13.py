# expect: guest TypeError
# technique: coroutine.throw with a traceback argument (frame objects)
async def f():
    pass
c = f()
c.throw(ValueError, ValueError("x"), 1)
