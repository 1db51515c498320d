# expect: guest NameError
# technique: binding vars somewhere does not bring back the real builtin
def g():
    vars = 1
    return vars
vars(1)
