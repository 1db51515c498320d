# expect: limit memory
# technique: except MemoryError around 'a' * 10**10 cannot swallow the limit
# limits: memory=20000000
try:
    'a' * 10**10
except MemoryError:
    r = 'swallowed'
r
