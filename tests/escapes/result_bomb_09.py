# expect: door
# technique: returning a bytearray
bytearray(b'x')
