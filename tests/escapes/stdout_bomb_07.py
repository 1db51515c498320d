# expect: limit memory
# technique: huge sep= joining many items (the joined text is allocated first)
# limits: stdout=10000, memory=20000000
print(*['x'] * 10**5, sep='y' * 1000)
