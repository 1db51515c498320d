# expect: guest AttributeError
# technique: format field {0._sk_call} on the chain facade
import itertools
"{0._sk_call}".format(itertools.chain)
