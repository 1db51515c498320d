# expect: value 'ok'
# technique: an async generator in a cycle whose close never finishes (asyncio.run reports the deadlock); collected later, the closed loop's finalizer runs nothing
# check: no-survivors
# runs: 2
# stdout: 'closing\n'
import asyncio
class Holder:
    pass
async def agen(h):
    try:
        yield 1
        yield 2
    finally:
        print("closing")
        await h.event.wait()
        while True:
            print("never: the loop is closed")
async def main(h):
    h.event = asyncio.Event()
    await anext(h.gen)
h = Holder()
h.self = h
h.gen = agen(h)
try:
    asyncio.run(main(h))
except RuntimeError:
    pass
"ok"
