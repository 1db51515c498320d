# expect: guest AttributeError
# technique: format field {0.__reduce__} on a metered count()
import itertools
'{0.__reduce__}'.format(itertools.count())
