from typing import List

Matrix = List[List[float]]


def shape(m: Matrix) -> tuple:
    return len(m), len(m[0]) if m else 0


def matmul(a: Matrix, b: Matrix) -> Matrix:
    if shape(a)[1] != shape(b)[0]:
        raise ValueError(f"shape mismatch: {shape(a)} x {shape(b)}")
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def transpose(m: Matrix) -> Matrix:
    return [list(col) for col in zip(*m)]


def identity(n: int) -> Matrix:
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def determinant(m: Matrix) -> float:
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for c in range(n):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * determinant(minor)
    return total


def pretty(m: Matrix) -> str:
    return "\n".join("[" + " ".join(f"{x:6.2f}" for x in row) + "]" for row in m)


A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
C = matmul(A, B)
print(pretty(C))
print(pretty(transpose(A)))
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print("det:", determinant(M))
assert matmul(M, identity(3)) == M
try:
    matmul(A, A)
except ValueError as e:
    print(e)
C, determinant([[0.5, 1.5], [2.0, 4.0]]), shape(B)
