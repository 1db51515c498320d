# expect: guest ValueError
# technique: hashlib.new with a host-dependent OpenSSL algorithm
import hashlib
hashlib.new("md4")
