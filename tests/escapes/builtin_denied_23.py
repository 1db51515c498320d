# expect: guest NameError
# technique: a name deleted from the guest globals does not fall back to a host builtin
setattr = 1
del setattr
setattr(1, "real", 2)
