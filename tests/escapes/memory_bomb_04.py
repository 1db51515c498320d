# expect: limit memory
# technique: s = s + s doubling in a loop
# limits: memory=20000000
s = 'x'
while True:
    s = s + s
