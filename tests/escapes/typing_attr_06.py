# expect: guest TypeError
# technique: instantiating typing.Dict[str, int]
import typing
typing.Dict[str, int]()
