READ, WRITE, EXEC, ADMIN = 1, 2, 4, 8
NAMES = {READ: "read", WRITE: "write", EXEC: "exec", ADMIN: "admin"}


def describe(mask: int) -> list:
    return [name for bit, name in NAMES.items() if mask & bit]


def grant(mask: int, *bits: int) -> int:
    for b in bits:
        mask |= b
    return mask


def revoke(mask: int, bit: int) -> int:
    return mask & ~bit


users = {"ann": READ | WRITE, "bo": READ, "root": READ | WRITE | EXEC | ADMIN}
users["bo"] = grant(users["bo"], EXEC)
users["root"] = revoke(users["root"], ADMIN)
popcounts = {u: bin(m).count("1") for u, m in users.items()}
print({u: describe(m) for u, m in users.items()})
({u: describe(m) for u, m in users.items()}, popcounts, [f"{m:04b}" for m in users.values()], hex(0xFF ^ 0x0F),
 (-5) >> 1, 1 << 40, (255).bit_length(), int("1011", 2), oct(64), int.from_bytes(b"\x01\x00", "big"), (1024).to_bytes(2, "little"))
