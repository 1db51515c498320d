from bisect import bisect_left


def lis_length(seq):
    tails = []
    for x in seq:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


def lis(seq):
    tails, tails_idx, prev = [], [], [-1] * len(seq)
    for i, x in enumerate(seq):
        j = bisect_left(tails, x)
        if j == len(tails):
            tails.append(x)
            tails_idx.append(i)
        else:
            tails[j] = x
            tails_idx[j] = i
        prev[i] = tails_idx[j - 1] if j > 0 else -1
    out, k = [], tails_idx[-1] if tails_idx else -1
    while k != -1:
        out.append(seq[k])
        k = prev[k]
    return out[::-1]


def envelopes(pairs):
    pairs = sorted(pairs, key=lambda p: (p[0], -p[1]))
    return lis_length([h for _, h in pairs])


data = [10, 9, 2, 5, 3, 7, 101, 18, 4, 19, 20]
(lis_length(data), lis(data), lis([]), lis([5, 4, 3]), envelopes([(5, 4), (6, 4), (6, 7), (2, 3)]))
