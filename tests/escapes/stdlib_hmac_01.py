# expect: compile STK-V003
# technique: hmac object internals (_inner, _outer)
import hmac
hmac.new(b"k", b"m", "sha256")._inner
