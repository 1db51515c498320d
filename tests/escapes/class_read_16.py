# expect: guest TypeError
# technique: __class__ of a typing stand-in object
import typing
typing.Any.__class__
