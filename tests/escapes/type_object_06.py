# expect: value 1
# technique: int.from_bytes class method
int.from_bytes(b"\x01", "big")
