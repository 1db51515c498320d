# expect: guest NameError
# technique: an annotation naming the run's meter hook (__sk_F), evaluated by get_type_hints in the module namespace
import typing
class C:
    x: "__sk_F"
typing.get_type_hints(C)
