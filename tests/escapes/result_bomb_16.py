# expect: door
# technique: returning a typing alias
import typing
typing.List[int]
