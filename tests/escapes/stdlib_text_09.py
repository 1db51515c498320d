# expect: limit fuel
# limits: fuel=2000000
# technique: pprint of a DAG of shared references (exponential when expanded)
import pprint
x = [0]
for _ in range(60):
    x = [x, x]
pprint.pformat(x)
