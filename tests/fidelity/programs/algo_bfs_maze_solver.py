from collections import deque

MAZE = """\
S.#.......
.##.####..
....#..#.#
###.#.##..
....#....#
.####.##..
......#..E
"""

grid = [list(row) for row in MAZE.splitlines()]
rows, cols = len(grid), len(grid[0])

def find(ch):
    for r, row in enumerate(grid):
        for c, val in enumerate(row):
            if val == ch:
                return r, c
    raise LookupError(ch)

start, end = find("S"), find("E")

def neighbors(pos):
    r, c = pos
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#":
            yield nr, nc

def bfs(start, goal):
    queue = deque([start])
    came_from = {start: None}
    while queue:
        current = queue.popleft()
        if current == goal:
            break
        for nxt in neighbors(current):
            if nxt not in came_from:
                came_from[nxt] = current
                queue.append(nxt)
    if goal not in came_from:
        return None
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came_from[node]
    return path[::-1]

path = bfs(start, end)
print("steps:", len(path) - 1)
for r, c in path[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))
reachable = sum(1 for _ in neighbors(start))
print("open neighbours of start:", reachable)
path[:5]
