# expect: limit fuel
# technique: cached_property getter that loops forever: metered as any guest call
# limits: fuel=100000
from functools import cached_property
class A:
    @cached_property
    def v(self):
        while True:
            pass
A().v
