# expect: compile STK-V004
# technique: enum metaclass imported by name
from enum import EnumMeta
EnumMeta
