# expect: guest TypeError
# technique: isinstance() against a typing stand-in
import typing
isinstance([], typing.List)
