# expect: limit memory
# technique: printing a shared-reference DAG with 2**60 leaves
# limits: memory=256000000, wall=0.25
# isolate: subprocess
# timeout: 1
# hole: repr() of a shared-reference DAG runs seconds of C work before the memory limit trips; the wall limit is not enforced
a = [0]
for i in range(60):
    a = [a, a]
print(a)
