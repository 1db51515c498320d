# expect: guest AttributeError
# technique: ligature inside a format field is not normalised at run time
"{0.ﬁnd}".format("a")
