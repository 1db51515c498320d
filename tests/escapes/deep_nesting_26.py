# expect: limit result | door
# technique: returning a shared-reference DAG with 2**60 leaves
a = [0]
for i in range(60):
    a = [a, a]
a
