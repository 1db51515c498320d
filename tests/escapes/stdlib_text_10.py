# expect: limit fuel
# limits: fuel=2000000, memory=500000000
# technique: a ChainMap holding the same big dict many times: len() loops over all of them
from collections import ChainMap
d = dict.fromkeys(range(200000))
len(ChainMap(*[d] * 20000))
