# expect: guest AttributeError
# technique: from operator import attrgetter, then a dunder by name (read through the guard)
from operator import attrgetter
attrgetter("__dict__")(1)
