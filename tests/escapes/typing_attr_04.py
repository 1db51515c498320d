# expect: guest TypeError
# technique: typing.NamedTuple() would build a class
import typing
typing.NamedTuple('P', [('x', int)])
