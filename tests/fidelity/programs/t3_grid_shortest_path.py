from collections import deque
from typing import List, Optional, Tuple

GRID = [
    "S.#.......",
    ".##.####..",
    "....#..#..",
    "##.##.##.#",
    "...#...#..",
    ".#...#...E",
]

Point = Tuple[int, int]


def find(grid: List[str], ch: str) -> Point:
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return r, c
    raise ValueError(f"{ch!r} not in grid")


def shortest_path(grid: List[str]) -> Optional[List[Point]]:
    start, goal = find(grid, "S"), find(grid, "E")
    rows, cols = len(grid), len(grid[0])
    prev = {start: None}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if cur == goal:
            path = []
            while cur is not None:
                path.append(cur)
                cur = prev[cur]
            return path[::-1]
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                queue.append((nr, nc))
    return None


path = shortest_path(GRID)
canvas = [list(row) for row in GRID]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))
print(f"steps: {len(path) - 1}")
len(path), path[:4]
