# expect: guest AttributeError
# technique: format field {0._sk_members} on the chain facade
import itertools
'{0._sk_members}'.format(itertools.chain)
