# expect: guest TypeError
# technique: type() of a builtin stand-in, to reach the native dispatcher class behind it
type(print)
