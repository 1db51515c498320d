# expect: guest TypeError
# technique: typing.Any() instantiation
import typing
typing.Any()
