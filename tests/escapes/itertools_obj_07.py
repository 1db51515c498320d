# expect: guest AttributeError
# technique: format field {0.gi_frame} on a metered iterator
import itertools
'{0.gi_frame}'.format(itertools.count())
