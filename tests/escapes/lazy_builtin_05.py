# expect: guest TypeError
# technique: subclassing the map stand-in through an alias the verifier cannot see
base = [map][0]
class M(base):
    pass
