# expect: guest TypeError
# technique: __new__ of the builtin base called with a host class (would make a stdlib object without its __init__)
class D(dict):
    pass
D.__new__(dict)
