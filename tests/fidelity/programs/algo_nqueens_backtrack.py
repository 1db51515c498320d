def solve_n_queens(n):
    solutions = []
    cols, diag1, diag2 = set(), set(), set()
    board = []

    def place(row):
        if row == n:
            solutions.append(list(board))
            return
        for c in range(n):
            if c in cols or row - c in diag1 or row + c in diag2:
                continue
            cols.add(c)
            diag1.add(row - c)
            diag2.add(row + c)
            board.append(c)
            place(row + 1)
            board.pop()
            cols.remove(c)
            diag1.remove(row - c)
            diag2.remove(row + c)

    place(0)
    return solutions


def render(sol):
    return ["".join("Q" if c == col else "." for c in range(len(sol))) for col in sol]


counts = {n: len(solve_n_queens(n)) for n in range(1, 8)}
first = solve_n_queens(6)[0]
print("\n".join(render(first)))
(counts, first)
