# expect: guest AttributeError
# technique: format field {0.gi_code.co_consts} on a generator
"{0.gi_code.co_consts}".format(x for x in [1])
