# expect: guest TypeError
# technique: rebinding a name to str before the class pattern (static check sees only the name)
C = int
C = str
match "{0.__class__}":
    case C(format=f):
        result = f(1)
