class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]

    def __repr__(self):
        return f"Matrix({self.rows})"


a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
try:
    Matrix([[1], [2, 3]])
except ValueError as e:
    err = str(e)
(repr(a @ b), (a @ b)[1, 0], a == Matrix([[1, 2], [3, 4]]), a.shape, err)
