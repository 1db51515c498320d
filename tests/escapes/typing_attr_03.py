# expect: value '~T'
# technique: typing.TypeVar() would build a class: the guest gets an inert stand-in, never CPython's TypeVar
import typing
T = typing.TypeVar('T')
repr(T)
