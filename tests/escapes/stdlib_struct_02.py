# expect: limit memory | limit fuel
# technique: struct pad bytes in a repeat count through Struct.pack
# limits: memory=20000000, fuel=1000000000
import struct
struct.Struct("2000000000x").pack()
