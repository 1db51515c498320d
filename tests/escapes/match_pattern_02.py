# expect: compile STK-V011
# technique: class pattern on object() to read any attribute
match (x for x in ()):
    case object(send=s):
        s(None)
