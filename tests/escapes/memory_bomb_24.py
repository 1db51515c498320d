# expect: limit memory
# technique: augmented x **= 10**10
# limits: memory=20000000
x = 10
x **= 10**10
