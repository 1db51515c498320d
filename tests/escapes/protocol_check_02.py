# expect: value False
# technique: reach runtime_checkable by a name given at run time, then check a host int against a protocol
import typing
rc = getattr(typing, "runtime_" + "checkable")
@rc
class P(typing.Protocol):
    def run(self) -> None: ...
isinstance(1, P)
