# expect: value '5'
# technique: auto-numbered attribute field {.real} resolves like CPython
"{.real}".format(5)
