# expect: guest AttributeError
# technique: typed receiver: ABCMeta state _abc_impl read through a local instance
class Decoy:  # defines the name, so the verifier leaves the read to the runtime
    _abc_impl = 0
from abc import ABC
class A(ABC):
    pass
a = A()
a._abc_impl
