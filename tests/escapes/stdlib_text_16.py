# expect: limit fuel
# limits: fuel=300000
# technique: operator.countOf over a long range is charged per item
import operator
operator.countOf(range(4000000), -1)
