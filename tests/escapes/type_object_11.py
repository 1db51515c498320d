# expect: guest TypeError
# technique: type() with three arguments to build a class is refused at run time
type("X", (), {})
