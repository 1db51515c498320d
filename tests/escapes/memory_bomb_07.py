# expect: limit memory
# technique: printf-style star width '%*d' % (10**10, 1)
# limits: memory=20000000
'%*d' % (10**10, 1)
