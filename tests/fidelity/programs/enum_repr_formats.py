from enum import Enum, Flag, IntEnum, IntFlag, StrEnum, auto


class A(Enum):
    X = 1
    Y = "y"
    Z = (1, 2)


class B(IntEnum):
    ONE = 1


class C(StrEnum):
    S = "s"


class D(Flag):
    P = auto()
    Q = auto()


class E(IntFlag):
    P = 1
    Q = 2


class F(str, Enum):
    V = "v"


class G(int, Enum):
    N = 5


rows = []
for m in [A.X, A.Y, A.Z, B.ONE, C.S, D.P, D.P | D.Q, D(0), E.P, E.P | E.Q, E(0), E(9), F.V, G.N]:
    rows.append((repr(m), str(m), format(m), f"{m}", "%s" % (m,), repr([m])))
for r in rows:
    print(r)
print(repr(A), str(B), list(D), list(E))
rows
