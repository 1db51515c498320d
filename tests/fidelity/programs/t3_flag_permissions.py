from enum import Flag, IntEnum, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    ADMIN = READ | WRITE | EXECUTE


class Level(IntEnum):
    GUEST = 0
    USER = 10
    OWNER = 20


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.READ | Perm.WRITE,
    "runner": Perm.READ | Perm.EXECUTE,
    "root": Perm.ADMIN,
}


def can(role: str, needed: Perm) -> bool:
    return needed in ROLES.get(role, Perm(0))


checks = [("viewer", Perm.WRITE), ("editor", Perm.WRITE), ("runner", Perm.READ | Perm.EXECUTE), ("root", Perm.EXECUTE), ("nobody", Perm.READ)]
for role, needed in checks:
    print(f"{role:<7} {needed.name or str(needed):<20} {'yes' if can(role, needed) else 'no'}")

print(bool(Perm(0)), Perm.ADMIN & ~Perm.WRITE == Perm.READ | Perm.EXECUTE)
print(sorted(Level), Level.USER + 5, Level(20).name, Level.OWNER > Level.USER)
print(max(Level, key=int), [lvl.name for lvl in Level if lvl >= 10])
[r for r, p in ROLES.items() if Perm.WRITE in p], Level["GUEST"].value, int(Level.OWNER)
