# expect: guest OSError
# technique: many concatenated bz2 streams, each small, whose total output passes the memory limit
# limits: memory=5000000, fuel=10000000
import bz2
blob = b'BZh91AY&SYc\xe3\xec\xa2\x00\x06\xe4\xc1\x00\xc0\x00\x02\x00\x00\x08 \x000\xcc\t\xaai\x94\xa16\xa9(O\x17rE8P\x90c\xe3\xec\xa2' * 40
len(bz2.decompress(blob))
