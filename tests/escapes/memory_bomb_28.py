# expect: limit memory
# technique: in-place list repeat l *= 10**9
# limits: memory=20000000
l = [0]
l *= 10**9
