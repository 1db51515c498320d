# expect: value [True, False]
# technique: isinstance() against a typing stand-in checks its origin class only (typing's alias object and caches are never reached)
import typing
[isinstance([], typing.List), isinstance({}, typing.List)]
