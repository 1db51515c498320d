class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and equal length")
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch: {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return Matrix([[x * other for x in r] for r in self.rows])
        if self.shape[1] != other.shape[0]:
            raise ValueError("incompatible shapes")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    __rmul__ = __mul__

    def transpose(self):
        return Matrix([list(c) for c in zip(*self.rows)])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __iter__(self):
        return iter(self.rows)

    def __repr__(self):
        return f"Matrix({self.rows})"

    def __str__(self):
        width = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join(" ".join(str(x).rjust(width) for x in r) for r in self.rows)


a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(a + b)
print(a * b)
print(2 * a)
print(a * Matrix.identity(2) == a, a.transpose(), a[1, 0])
print(str(Matrix([[10, -2, 3], [4, 500, 6]]).transpose()))
try:
    a + Matrix([[1, 2, 3]])
except ValueError as e:
    print("error:", e)
print([sum(row) for row in a])
(a * a * a).rows
