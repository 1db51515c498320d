# expect: guest AttributeError
# technique: operator.attrgetter with a dotted path through __class__ and __mro__
import operator
operator.attrgetter("__class__.__mro__")(1)
