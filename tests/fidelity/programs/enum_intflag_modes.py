from enum import IntFlag


class Mode(IntFlag):
    X = 1
    W = 2
    R = 4


def parse(octal):
    return tuple(Mode(int(d)) for d in octal)


def render(mode):
    return "".join(ch if mode & bit else "-" for ch, bit in zip("rwx", (Mode.R, Mode.W, Mode.X)))


perms = ["755", "644", "600", "777", "000"]
rendered = {p: "".join(render(m) for m in parse(p)) for p in perms}
user = Mode.R | Mode.W
print(rendered)
print(user, repr(user), int(user), user + 1, user | 1, Mode(8), repr(Mode(8)), ~Mode.R, hex(Mode.R | Mode.X))
print(f"{user}", f"{user:03b}", format(Mode.X, "d"), Mode.R in user, Mode.W & 2)
(rendered, [m.name for m in Mode], user, user == 6, sorted([Mode.W, Mode.X, 3]), Mode(5).name)
