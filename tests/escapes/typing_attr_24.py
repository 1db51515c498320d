# expect: limit memory | limit fuel | limit wall
# technique: subscripting a typing stand-in with a shared-reference DAG (its repr is exponential)
# limits: memory=1000000, wall=0.5
import typing
a = [0]
for i in range(60):
    a = [a, a]
x = typing.List[a]
