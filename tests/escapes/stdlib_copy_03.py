# expect: limit fuel
# technique: deepcopy of a large structure recurses in host Python without ticks
# limits: fuel=100000, wall=1.0
import copy
x = [[i] for i in range(200000)]
copy.deepcopy(x)
