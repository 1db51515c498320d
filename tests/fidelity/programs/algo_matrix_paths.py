grid = [
    [1, 3, 1, 8],
    [1, 5, 1, 2],
    [4, 2, 1, 9],
    [7, 1, 3, 1],
]


def min_path(g):
    rows, cols = len(g), len(g[0])
    cost = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if r == 0 and c == 0:
                cost[r][c] = g[r][c]
            else:
                up = cost[r - 1][c] if r else float("inf")
                left = cost[r][c - 1] if c else float("inf")
                cost[r][c] = g[r][c] + min(up, left)
    path, r, c = [], rows - 1, cols - 1
    while (r, c) != (0, 0):
        path.append((r, c))
        if r and (not c or cost[r - 1][c] <= cost[r][c - 1]):
            r -= 1
        else:
            c -= 1
    path.append((0, 0))
    return cost[-1][-1], path[::-1]


def spiral(m):
    out = []
    m = [row[:] for row in m]
    while m:
        out += m.pop(0)
        m = [list(row) for row in zip(*m)][::-1]
    return out


def rotate(m):
    return [list(row) for row in zip(*m[::-1])]


total, path = min_path(grid)
print(total, path)
(total, path, spiral(grid), rotate(grid)[0], [sum(col) for col in zip(*grid)])
