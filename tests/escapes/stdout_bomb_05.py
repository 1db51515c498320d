# expect: limit stdout
# technique: huge end= argument
# limits: stdout=1000
print(end='x' * 10**6)
