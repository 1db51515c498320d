# expect: guest IndexError
# technique: a template naming a dunder group is CPython's own re.error, nothing is looked up
import re
re.sub("(?P<x>a)", r"\g<__class__>", "a")
