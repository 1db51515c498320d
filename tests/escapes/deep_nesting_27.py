# expect: limit memory | limit wall | limit fuel
# technique: printing a shared-reference DAG with 2**60 leaves
# limits: memory=256000000, wall=0.25
# isolate: subprocess
# timeout: 1
a = [0]
for i in range(60):
    a = [a, a]
print(a)
