# expect: guest AttributeError
# technique: operator.methodcaller of __reduce_ex__ to get a reconstructor
import operator
class A:
    pass
operator.methodcaller("__reduce_ex__", 2)(A())
