# expect: compile STK-V002
# technique: typing.List.__origin__
import typing
typing.List.__origin__
