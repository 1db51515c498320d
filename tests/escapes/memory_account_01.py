# expect: limit memory
# technique: 300,000 small tuples in a fresh host process are charged arena by arena
# limits: memory=8000000, fuel=1000000, wall=60
# isolate: subprocess
# timeout: 5
a = [(i, i) for i in range(300000)]
len(a)
