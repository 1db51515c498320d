# expect: value '7'
# technique: auto-numbered item field {[0]} resolves like CPython
"{[0]}".format([7])
