# expect: compile STK-V003
# technique: reach the native zlib object inside the guest's Decompress
import zlib
zlib.decompressobj()._sk_d
