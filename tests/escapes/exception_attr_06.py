# expect: value None
# technique: __cause__ of a guard refusal
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.__cause__
