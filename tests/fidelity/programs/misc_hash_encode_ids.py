import hashlib
import base64
import uuid
import zlib

records = ["alice@example.com", "bob@example.com", "carol@example.org"]

for email in records:
    digest = hashlib.sha256(email.encode("utf-8")).hexdigest()
    short = hashlib.md5(email.encode()).hexdigest()[:8]
    uid = uuid.uuid5(uuid.NAMESPACE_DNS, email)
    print(f"{email:<20} {digest[:16]} {short} {uid}")

h = hashlib.sha1()
for chunk in [b"part one ", b"part two"]:
    h.update(chunk)
print(h.hexdigest(), h.digest_size, hashlib.sha1(b"part one part two").hexdigest() == h.hexdigest())

payload = '{"user": "alice", "scopes": ["read", "write"]}'
token = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
print(token)
padded = token + "=" * (-len(token) % 4)
print(base64.urlsafe_b64decode(padded).decode())
print(base64.b64encode(b"\x00\xff\x10binary"), base64.b16encode(b"hi"))

compressed = zlib.compress(payload.encode() * 10)
print(len(payload) * 10, len(compressed) < len(payload) * 10)
print(zlib.decompress(compressed).decode()[:20], zlib.crc32(b"hello"), zlib.adler32(b"hello"))

ns = uuid.UUID("12345678-1234-5678-1234-567812345678")
u = uuid.uuid5(ns, "order-42")
print(u.hex, u.version, str(u).upper())
bucket = int(hashlib.sha256(b"user-17").hexdigest(), 16) % 10
{"bucket": bucket, "uuid": str(uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com/x"))}
