# expect: door
# technique: returning a range
range(3)
