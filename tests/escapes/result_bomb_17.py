# expect: door
# technique: returning a metered itertools iterator
import itertools
itertools.count()
