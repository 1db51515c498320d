# expect: value b'\xff'
# technique: UnicodeDecodeError.object is the guest's own bytes
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    r = e.object
r
