# expect: guest AttributeError
# technique: from operator import attrgetter with a dotted path that ends in a dunder
from operator import attrgetter
attrgetter("real.__dict__")(1)
