from typing import List

Board = List[List[int]]

PUZZLE = """
530070000
600195000
098000060
800060003
400803001
700020006
060000280
000419005
000080079
"""


def parse(text: str) -> Board:
    return [[int(ch) for ch in line] for line in text.split()]


def candidates(board: Board, r: int, c: int) -> set:
    used = set(board[r]) | {board[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {board[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return set(range(1, 10)) - used


def solve(board: Board, stats: dict) -> bool:
    best = None
    for r in range(9):
        for c in range(9):
            if board[r][c] == 0:
                cands = candidates(board, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
    if best is None:
        return True
    r, c, cands = best
    for v in sorted(cands):
        stats["tries"] += 1
        board[r][c] = v
        if solve(board, stats):
            return True
    board[r][c] = 0
    stats["backtracks"] += 1
    return False


def valid(board: Board) -> bool:
    groups = board + [list(col) for col in zip(*board)]
    groups += [[board[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(g) == list(range(1, 10)) for g in groups)


board = parse(PUZZLE)
stats = {"tries": 0, "backtracks": 0}
solved = solve(board, stats)
for i, row in enumerate(board):
    if i and i % 3 == 0:
        print("------+-------+------")
    print(" | ".join(" ".join(map(str, row[j:j + 3])) for j in (0, 3, 6)))
print(solved, valid(board), stats)
board[0]
