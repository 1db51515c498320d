# expect: guest AttributeError
# technique: format field {0.gi_frame}
g = (x for x in [1])
"{0.gi_frame}".format(g)
