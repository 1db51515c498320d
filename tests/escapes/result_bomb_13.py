# expect: door
# technique: returning a builtin function
len
