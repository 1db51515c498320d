# expect: compile STK-V003
# technique: typing.get_type_hints attribute
import typing
typing.get_type_hints
