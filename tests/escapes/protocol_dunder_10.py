# expect: guest TypeError
# technique: an unbound slot of a builtin class applied to an object of another type (CPython's descriptor check)
list.__len__("abc")
