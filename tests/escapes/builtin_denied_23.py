# expect: guest NameError
# technique: a name deleted from the guest globals does not fall back to a host builtin
vars = 1
del vars
vars(1)
