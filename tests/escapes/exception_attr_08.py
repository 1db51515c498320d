# expect: value 'note'
# technique: add_note() is admitted and only stores a str
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.add_note("note")
"note"
