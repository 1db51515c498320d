# expect: value ['ValueError', 'KeyError', 'boxed']
# technique: athrow with an exception class, a class plus value, and an instance carrying an object
import asyncio
class Boxed(Exception):
    def __init__(self, payload):
        super().__init__("boxed")
        self.payload = payload
async def agen(log):
    while True:
        try:
            yield len(log)
        except Exception as e:
            log.append(str(e) if isinstance(e, Boxed) else type(e).__name__)
async def main():
    log = []
    g = agen(log)
    await anext(g)
    await g.athrow(ValueError)
    await g.athrow(KeyError, "k")
    await g.athrow(Boxed({"secret": [1, 2]}))
    await g.aclose()
    return log
asyncio.run(main())
