# expect: limit fuel
# limits: fuel=100000
# technique: a guest default_factory that loops forever, called by the host's __missing__: guest code stays metered
from collections import defaultdict
d = defaultdict(int)
def spin():
    while True:
        pass
d.default_factory = spin
d["x"]
