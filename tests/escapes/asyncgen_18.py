# expect: value 'done'
# technique: async generator driven by hand outside any loop, dropped suspended: closed synchronously under the meter
# stdout: 'cleanup\n'
async def agen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
async def first():
    g = agen()
    return await anext(g)
c = first()
try:
    c.send(None)
except StopIteration as e:
    pass
"done"
