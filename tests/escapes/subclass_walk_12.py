# expect: guest AttributeError
# technique: item then attribute traversal {0[0].__class__.__base__}
"{0[0].__class__.__base__}".format([1])
