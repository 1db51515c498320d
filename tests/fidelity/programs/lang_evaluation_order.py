trace = []


def t(label, value):
    trace.append(label)
    return value


d = {"k": [0, 0, 0]}
t("target", d)[t("key", "k")][t("index", 1)] += t("value", 5)
x = t("a", 1) < t("b", 2) < t("c", 0) < t("never", 3)
y = t("or1", 0) or t("or2", "") or t("or3", "last")
z = t("and1", 1) and t("and2", 0) and t("and3", 9)
args = dict(p=t("kw1", 1), q=t("kw2", 2))
lst = [t("e1", 1), *[t("e2", 2), t("e3", 3)], t("e4", 4)]
cond = t("then", "T") if t("cond", False) else t("else", "F")
squares = [(n := i * i) for i in range(4)]
total = 0
data = [3, 1, 2]
while (item := (data.pop() if data else None)) is not None:
    total += item
(trace, d, x, y, z, args, lst, cond, squares, n, total)
