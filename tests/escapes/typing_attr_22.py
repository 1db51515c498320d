# expect: value 'typing.Dict[str, typing.List[int]]'
# technique: typing stand-ins only build text
import typing
repr(typing.Dict[str, typing.List[int]])
