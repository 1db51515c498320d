# expect: value [True, True, 999999999999]
# technique: a big range still behaves as a range for the guest
r = range(10**12)
[isinstance(r, range), 5 in r, r[-1]]
