# expect: guest TypeError
# technique: functools.total_ordering on a runtime class (it would set comparison methods on a class every run shares)
import functools, string
functools.total_ordering(string.Template)
