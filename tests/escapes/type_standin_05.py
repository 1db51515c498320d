# expect: guest TypeError
# technique: a base picked at run time that is the guest's type stand-in
b = [type][0]
class M(b):
    pass
