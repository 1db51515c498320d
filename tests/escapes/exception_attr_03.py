# expect: value [True]
# technique: AttributeError.args holds only strings
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
[isinstance(a, str) for a in err.args]
