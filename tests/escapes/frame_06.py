# expect: guest AttributeError
# technique: format field {0.gi_frame.f_back.f_globals}
g = (x for x in [1])
"{0.gi_frame.f_back.f_globals}".format(g)
