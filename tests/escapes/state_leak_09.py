# expect: value 1
# technique: typing.List[guest lambda] must not keep the guest's objects alive after the run (typing caches)
# check: no-survivors
import typing
data = 'x' * 1000
alias = typing.List[lambda: data]
1
