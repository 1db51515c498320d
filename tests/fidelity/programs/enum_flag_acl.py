from enum import Flag, auto


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE
    OWNER = READ | WRITE | DELETE


ROLES = {
    "guest": Perm.READ,
    "editor": Perm.EDITOR,
    "owner": Perm.OWNER,
    "root": Perm.OWNER | Perm.ADMIN,
}


def can(role, needed):
    have = ROLES.get(role, Perm.NONE)
    return needed in have


def describe(p):
    return [m.name for m in p] if p else ["NONE"]


table = {role: describe(p) for role, p in ROLES.items()}
checks = [(r, n.name, can(r, n)) for r in ("guest", "editor", "root", "nobody") for n in (Perm.WRITE, Perm.DELETE)]
revoked = ROLES["root"] & ~Perm.DELETE
print(table)
print(str(revoked), repr(revoked), revoked.name, bool(Perm.NONE), len(Perm.OWNER))
print(repr(Perm.EDITOR), repr(~Perm.READ), Perm.READ ^ Perm.EDITOR, Perm(3), Perm(0))
try:
    Perm(64)
except ValueError as e:
    print("invalid:", e)
(table, checks, revoked.value, [m.name for m in Perm], Perm.EDITOR in Perm.OWNER, (Perm.READ | Perm.WRITE) == Perm.EDITOR)
