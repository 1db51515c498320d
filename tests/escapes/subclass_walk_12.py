# expect: guest AttributeError
# technique: item then attribute traversal {0[0].__class__}
"{0[0].__class__}".format([1])
