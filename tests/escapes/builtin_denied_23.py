# expect: guest NameError
# technique: a name deleted from the guest globals does not fall back to a host builtin
getattr = 1
del getattr
getattr(1, "real")
