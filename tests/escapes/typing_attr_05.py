# expect: guest TypeError
# technique: typing.Type[int](x) to reach type()
import typing
typing.Type[int](1)
