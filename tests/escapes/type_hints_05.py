# expect: guest NameError
# technique: an annotation naming the runtime's class marker in the class namespace (__sk_globals__ holds the module namespace)
import typing
class C:
    x: "__sk_globals__"
typing.get_type_hints(C)
