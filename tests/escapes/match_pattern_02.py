# expect: guest TypeError
# technique: class pattern on object reading a generator's replaced throw (raw method)
match (x for x in ()):
    case object(throw=t):
        t(ValueError)
