# expect: compile STK-V002
# technique: Counter().most_common.__self__ bound-method walk
from collections import Counter
Counter().most_common.__self__
