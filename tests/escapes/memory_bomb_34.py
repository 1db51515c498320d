# expect: limit memory | limit fuel
# technique: unpacking a huge range into a starred target
# limits: memory=20000000
a, *b = range(10**12)
