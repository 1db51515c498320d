# expect: compile STK-V003
# technique: typing.sys (module attribute of the real typing module)
import typing
typing.sys
