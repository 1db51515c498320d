# expect: compile STK-V003
# technique: typing.get_args attribute (a generic alias's internals)
import typing
typing.get_args
