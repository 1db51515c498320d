# expect: limit memory
# technique: '\t'.expandtabs(10**9)
# limits: memory=20000000
'\t\t'.expandtabs(10**9)
