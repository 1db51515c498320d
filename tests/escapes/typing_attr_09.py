# expect: value 1
# technique: a string forward reference is compiled by typing but never evaluated
import typing
alias = typing.List["__import__('os').system('echo pwned')"]
1
