text = "naïve café — 日本"
utf8 = text.encode("utf-8")
latin = "café".encode("latin-1")
hexed = utf8.hex()
back = bytes.fromhex(hexed).decode("utf-8")
try:
    text.encode("ascii")
except UnicodeEncodeError as e:
    enc_err = (e.start, e.end, e.reason)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    dec_err = str(e)
replaced = text.encode("ascii", errors="replace")
ignored = text.encode("ascii", errors="ignore").decode()
checksum = sum(utf8) % 256
buf = bytearray(b"header:")
buf.extend(b"\x00\x01")
buf[0] = ord("H")
(len(text), len(utf8), latin, hexed[:16], back == text, enc_err, dec_err, replaced, ignored, checksum, bytes(buf), utf8[:5],
 [ord(c) for c in "aé日"], chr(9731), ascii("é"))
