# expect: guest AttributeError
# technique: exception __dict__ / __notes__
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.__notes__
