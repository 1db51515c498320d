# expect: compile STK-V003
# technique: typing.Any.mro
import typing
typing.Any.mro()
