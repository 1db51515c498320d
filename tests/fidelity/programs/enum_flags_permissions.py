from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    ALL = READ | WRITE | EXECUTE


def parse_mode(s: str) -> Perm:
    mode = Perm(0)
    for ch, p in zip("rwx", (Perm.READ, Perm.WRITE, Perm.EXECUTE)):
        if ch in s:
            mode |= p
    return mode


modes = {s: parse_mode(s) for s in ["r", "rw", "rwx", "", "x"]}
(
    {k: v.value for k, v in modes.items()},
    Perm.READ in modes["rw"],
    Perm.EXECUTE in modes["rw"],
    modes["rwx"] == Perm.ALL,
    str(Perm.READ | Perm.WRITE),
)
