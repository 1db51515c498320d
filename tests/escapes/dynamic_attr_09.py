# expect: guest AttributeError
# technique: getattr of a bound method's __self__/__func__ to climb out of a builtin method
m = [].append
getattr(m, "__self__")
