# expect: value [0, 1, 2, 3, 4]
# technique: islice of count is metered and plain
import itertools
list(itertools.islice(itertools.count(), 5))
