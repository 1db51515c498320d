# expect: guest NameError
# technique: binding setattr somewhere does not bring back the real builtin
def g():
    setattr = 1
    return setattr
setattr(1, "real", 2)
