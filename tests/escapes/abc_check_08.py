# expect: guest AttributeError
# technique: a GenericAlias from subscripting an ABC: its __origin__ and __args__ are not readable (they hold the class and the guest's arguments)
from collections.abc import Callable
class Secret:
    pass
getattr(Callable[[Secret], int], "__ar" + "gs__")
