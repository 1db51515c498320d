# expect: guest TypeError
# technique: a builtin container base the verifier cannot see (picked out of a list at run time)
bases = [set, tuple]
class L(bases[0]):
    pass
