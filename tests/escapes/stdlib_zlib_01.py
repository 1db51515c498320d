# expect: guest error
# technique: zlib decompression bomb built in the guest (30 MB of zeros, 8 MB limit)
# limits: memory=8000000, fuel=100000000, wall=5
import zlib
c = zlib.compressobj(9)
parts = [c.compress(b"\0" * 1000000) for _ in range(30)]
bomb = b"".join(parts) + c.flush()
zlib.decompress(bomb)
