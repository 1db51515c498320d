# expect: door
# technique: a builtin type returned as the result cannot cross
int
