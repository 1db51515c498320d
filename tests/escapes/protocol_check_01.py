# expect: compile STK-V003
# technique: typing.runtime_checkable through the module attribute, as a decorator
import typing
@typing.runtime_checkable
class Shape(typing.Protocol):
    def area(self) -> float: ...
