def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def lcs(a: str, b: str) -> str:
    dp = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = a[i] + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1], key=len)
    return dp[0][0]


def suggest(word: str, vocabulary: list[str], max_dist: int = 2) -> list[str]:
    scored = sorted((edit_distance(word, v), v) for v in vocabulary)
    return [v for d, v in scored if d <= max_dist][:3]


vocab = ["apple", "apply", "ample", "maple", "applet", "people", "pineapple", "appeal"]
pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same")]
distances = {f"{a}/{b}": edit_distance(a, b) for a, b in pairs}
print(distances)
subseqs = [lcs("AGGTAB", "GXTXAYB"), lcs("ABCBDAB", "BDCABA"), lcs("abc", "xyz")]
print(subseqs)
(distances, subseqs, suggest("appel", vocab), suggest("zzz", vocab))
