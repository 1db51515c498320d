# expect: guest AttributeError
# technique: attrgetter walking from __class__ to __base__
import operator
operator.attrgetter("__class__.__base__")(1)
