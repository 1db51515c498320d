# expect: compile STK-V004
# technique: from functools import a member that is not admitted (singledispatch builds registries on classes)
from functools import singledispatch
