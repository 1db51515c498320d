# expect: guest NameError
# technique: an annotation naming __builtins__ (the guest's builtins dict, which it could then change)
import typing
class C:
    x: "__builtins__"
typing.get_type_hints(C)
