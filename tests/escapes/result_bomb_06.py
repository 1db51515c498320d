# expect: door
# technique: returning an exception instance
ValueError('x')
