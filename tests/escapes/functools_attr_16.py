# expect: guest AttributeError
# technique: the comparison function behind a cmp_to_key wrapper read by a computed name
import functools
getattr(functools.cmp_to_key(lambda a, b: 0)(1), "_c" + "mp")
