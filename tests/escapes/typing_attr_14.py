# expect: guest TypeError
# technique: typing.Protocol() called
import typing
typing.Protocol()
