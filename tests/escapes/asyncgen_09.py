# expect: value 'ok'
# technique: a suspended async generator in a reference cycle, collected after the run: its finally runs no guest code
# check: no-survivors
# runs: 3
# stdout: ''
class Holder:
    pass
async def agen(h):
    try:
        yield 1
        yield 2
    finally:
        while True:
            print("finalizer code running after the run")
async def start(h):
    return await anext(h.gen)
h = Holder()
h.self = h
h.gen = agen(h)
c = start(h)
try:
    c.send(None)
except StopIteration:
    pass
"ok"
