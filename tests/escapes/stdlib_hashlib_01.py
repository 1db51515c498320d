# expect: compile STK-V003
# technique: hashlib object to the native hash inside the wrapper
import hashlib
hashlib.sha256()._sk_h
