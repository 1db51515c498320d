# expect: guest AttributeError
# technique: auto-numbered field {.__class__.__base__}
"{.__class__.__base__}".format(1)
