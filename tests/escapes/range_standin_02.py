# expect: guest AttributeError
# technique: format field {0._r} on a big range
'{0._r}'.format(range(10**12))
