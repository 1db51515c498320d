# expect: guest AttributeError
# technique: str.format traversal into enum internals through a StrEnum member
from enum import StrEnum
class Tpl(StrEnum):
    T = "{0._member_map_}"
Tpl.T.format(Tpl.T)
