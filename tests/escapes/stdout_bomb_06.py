# expect: limit stdout
# technique: many tiny prints
# limits: stdout=10000, fuel=10**7
for i in range(10**6):
    print(i)
