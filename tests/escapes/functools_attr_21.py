# expect: compile STK-V013
# technique: subclass cached_property to get a host descriptor with guest hooks
from functools import cached_property
class Evil(cached_property):
    pass
