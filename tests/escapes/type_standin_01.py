# expect: guest TypeError
# technique: type of an ABC-derived guest class (the real ABCMeta metaclass stays unreachable)
import abc
class A(abc.ABC):
    pass
type(A)
