# expect: guest TypeError
# technique: subclass machinery: calling typing.Generic[T] as a base factory
import typing
typing.Generic[int]()
