# expect: limit fuel
# technique: statistics.mean(range(10**12)) sums in host Python
# limits: fuel=100000, wall=1.0
import statistics
statistics.mean(range(10**12))
