# expect: value 1
# technique: typing.Optional[guest lambda] must not keep the guest's objects alive
# check: no-survivors
import typing
alias = typing.Optional[lambda: 1]
1
