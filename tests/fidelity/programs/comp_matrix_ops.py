from typing import List

Matrix = List[List[float]]

A: Matrix = [[1, 2, 3], [4, 5, 6]]
B: Matrix = [[7, 8], [9, 10], [11, 12]]


def transpose(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m)]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch: {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n: int) -> Matrix:
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def det(m: Matrix) -> float:
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))


def show(m: Matrix) -> str:
    width = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(width) for x in row) for row in m)


P = matmul(A, B)
print(show(P))
try:
    matmul(A, A)
except ValueError as e:
    err = str(e)
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
(P, transpose(A), matmul(identity(2), P) == P, det(M), det(identity(4)), err,
 {i: [v for v in row if v % 2 == 0] for i, row in enumerate(B)}, {x for row in A for x in row if x > 2})
