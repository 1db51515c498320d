# expect: limit memory | limit fuel
# technique: list.extend with a huge range in place (l += range(10**12))
# limits: memory=20000000
l = []
l += range(10**12)
