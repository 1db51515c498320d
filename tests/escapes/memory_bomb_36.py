# expect: limit memory
# technique: big shift through an augmented assignment x <<= 10**10
# limits: memory=20000000
x = 1
x <<= 10**10
