# expect: limit fuel
# technique: b85encode (a Python loop per byte) of ten megabytes
# limits: fuel=1000000, wall=5
import base64
base64.b85encode(bytes(10000000))
