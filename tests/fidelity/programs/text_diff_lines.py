old = """alpha
beta
gamma
delta
epsilon""".splitlines()
new = """alpha
beta prime
gamma
epsilon
zeta""".splitlines()


def lcs_table(a, b):
    t = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    return t


def diff(a, b):
    t = lcs_table(a, b)
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append("  " + a[i])
            i += 1
            j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            out.append("- " + a[i])
            i += 1
        else:
            out.append("+ " + b[j])
            j += 1
    out += ["- " + x for x in a[i:]] + ["+ " + x for x in b[j:]]
    return out


lines = diff(old, new)
print("\n".join(lines))
(sum(1 for ln in lines if ln[0] == "+"), sum(1 for ln in lines if ln[0] == "-"), lines)
