# expect: compile STK-V002
# technique: reaching the real TypeVar's internals through the stand-in
import typing
T = typing.TypeVar('T', bound=int)
T.__bound__
