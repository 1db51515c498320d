# expect: compile STK-V003
# technique: the typing stand-in's text slot _sk_text
import typing
typing.List._sk_text
