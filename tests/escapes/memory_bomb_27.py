# expect: limit memory
# technique: str.format width from an argument '{:>{}}'.format(1, 10**10)
# limits: memory=20000000
'{:>{}}'.format(1, 10**10)
