# expect: value '~T'
# technique: a TypeVar bound given as a string is compiled by CPython's TypeVar as a forward reference, never evaluated
import typing
T = typing.TypeVar('T', bound="__import__('os').system('echo pwned')")
repr(T)
