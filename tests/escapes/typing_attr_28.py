# expect: guest TypeError
# technique: isinstance() with the TypeVar stand-in
import typing
T = typing.TypeVar('T')
isinstance(1, T)
