# expect: limit memory
# technique: f-string width from a nested field f'{1:>{10**10}}'
# limits: memory=20000000
f'{1:>{10**10}}'
