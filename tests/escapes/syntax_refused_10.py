# expect: compile STK-V002
# technique: %-formatting a dunder attribute
'%s' % (lambda: 0).__globals__
