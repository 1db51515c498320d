# expect: guest TypeError
# technique: typing.TypeVar() would build a class
import typing
typing.TypeVar('T')
