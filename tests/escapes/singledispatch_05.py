# expect: limit fuel
# technique: dispatch over a deep guest class chain with many registered types is charged per type and MRO entry
# limits: fuel=200000
from functools import singledispatch
@singledispatch
def f(x):
    return 0
class Base:
    pass
cur = Base
chain = []
for i in range(120):
    class Next(cur):
        pass
    cur = Next
    chain.append(cur)
for k in chain[::2]:
    f.register(k, lambda x: 1)
while True:
    f.dispatch(Base)
