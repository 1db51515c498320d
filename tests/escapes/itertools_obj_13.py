# expect: guest AttributeError
# technique: format field on a tee iterator's internals
import itertools
'{0.__copy__}'.format(itertools.tee([1])[0])
