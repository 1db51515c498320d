# expect: compile STK-V002
# technique: typing.Optional[int].__args__
import typing
typing.Optional[int].__args__
