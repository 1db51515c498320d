# expect: door
# technique: returning a guest function
lambda: 1
