# expect: guest AttributeError
# technique: keyword field traversal passed with **
"{a.__class__.__base__}".format(**{"a": 1})
