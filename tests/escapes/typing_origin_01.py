# expect: value True
# technique: typing.get_origin of type[int] (whose CPython origin is the real class type, which the guest never holds) gives the guest's own type
from typing import get_origin, get_args
get_origin(type[int]) is type and get_origin(get_args(list[type[int]])[0]) is type
