# expect: value True
# technique: hasattr() of a refused dunder answers CPython's bool and hands nothing out
hasattr(1, "__class__")
