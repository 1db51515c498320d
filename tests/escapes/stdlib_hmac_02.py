# expect: limit fuel
# technique: hmac digestmod as a guest function that never returns
# limits: fuel=100000
import hmac
def spin(data=b""):
    while True:
        pass
hmac.new(b"k", b"m", spin)
