# expect: guest AttributeError
# technique: an annotation walking to a class's subclasses (attribute reads go through the guard)
import typing
class C:
    x: "int.__subclasses__"
typing.get_type_hints(C)
