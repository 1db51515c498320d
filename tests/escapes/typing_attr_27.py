# expect: guest TypeError
# technique: calling the TypeVar stand-in (CPython's TypeVar is not callable either)
import typing
T = typing.TypeVar('T')
T(1)
