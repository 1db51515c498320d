# expect: limit fuel
# limits: fuel=20000
# technique: bz2.compress of a large input is charged per input byte before the host compresses it
import bz2
len(bz2.compress(bytes(5_000_000)))
