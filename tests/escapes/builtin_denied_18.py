# expect: guest NameError
# technique: binding getattr somewhere does not bring back the real builtin
def g():
    getattr = 1
    return getattr
getattr(1, "real")
