# expect: value 'k'
# technique: format item field [__class__] is a plain dict lookup, not an attribute
"{0[__class__]}".format({"__class__": "k"})
