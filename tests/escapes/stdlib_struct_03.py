# expect: compile STK-V002
# technique: struct.Struct instance to its class internals
import struct
struct.Struct("i").__class__.__base__
