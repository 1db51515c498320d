# expect: guest error
# technique: zlib decompressobj().decompress bomb without max_length
# limits: memory=8000000, fuel=100000000, wall=5
import zlib
c = zlib.compressobj(9)
bomb = b"".join([c.compress(b"\0" * 1000000) for _ in range(30)]) + c.flush()
zlib.decompressobj().decompress(bomb)
