# expect: guest AttributeError
# technique: StrEnum member join bypassing the charged str.join
from enum import StrEnum
class Sep(StrEnum):
    COMMA = ","
Sep.COMMA.join(["a"] * 10)
