# expect: value True
# technique: typing.get_args of CPython's own list[str]: the arguments the program put there, nothing of the alias's internals
import typing
typing.get_args(list[str]) == (str,) and typing.get_args(typing.get_args) == ()
