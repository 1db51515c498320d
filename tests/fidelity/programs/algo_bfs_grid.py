from collections import deque

MAZE = """\
S.#.......
.##.####.#
....#..#..
##.##.##.#
#...#....#
#.#...##.E
""".splitlines()


def find(ch):
    for r, row in enumerate(MAZE):
        c = row.find(ch)
        if c != -1:
            return r, c
    raise ValueError(f"{ch} not in maze")


def bfs(start, goal):
    rows, cols = len(MAZE), len(MAZE[0])
    queue = deque([start])
    came = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and MAZE[nr][nc] != "#" and (nr, nc) not in came:
                came[(nr, nc)] = cur
                queue.append((nr, nc))
    if goal not in came:
        return None
    path, node = [], goal
    while node is not None:
        path.append(node)
        node = came[node]
    return path[::-1]


start, goal = find("S"), find("E")
path = bfs(start, goal)
grid = [list(row) for row in MAZE]
for r, c in path[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))
(len(path) - 1, path[:4], bfs(start, (0, 3)) is None)
