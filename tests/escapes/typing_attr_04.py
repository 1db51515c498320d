# expect: door
# technique: a class built by typing.NamedTuple() handed to the host as the result
import typing
typing.NamedTuple('P', [('x', int)])
