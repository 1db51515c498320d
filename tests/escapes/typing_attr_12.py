# expect: value False
# technique: typing.TYPE_CHECKING is plain data
import typing
typing.TYPE_CHECKING
