# expect: door
# technique: returning a big range
range(10**12)
