# expect: limit fuel
# technique: pbkdf2_hmac with a billion iterations
# limits: fuel=1000000, wall=5
import hashlib
hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000000000)
