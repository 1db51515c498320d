# expect: value 'x'
# technique: typing.cast returns its argument unchanged
import typing
typing.cast(int, 'x')
