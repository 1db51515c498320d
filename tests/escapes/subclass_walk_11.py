# expect: guest AttributeError
# technique: auto-numbered field {.__class__}
"{.__class__}".format(1)
