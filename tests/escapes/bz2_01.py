# expect: guest OSError
# technique: a bz2 decompression bomb (30 MB of zeros in a few dozen bytes) under a 5 MB memory limit
# limits: memory=5000000, fuel=10000000
import bz2
len(bz2.decompress(b'BZh91AY&SY\x19#)"\x00\xe5\xc7\xc0\x00\xc0\x08\x00\x08 \x000\xcc\t\xaai\x82\xa1(\xda\xaa\x94%\x1e.\xe4\x8ap\xa1 2FRD'))
