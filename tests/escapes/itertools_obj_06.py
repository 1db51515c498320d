# expect: value [('a', 2), ('b', 1)]
# technique: itertools.groupby groups are plain iterables
import itertools
[(k, len(list(g))) for k, g in itertools.groupby('aab')]
