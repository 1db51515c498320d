from collections import deque

requests = [0.0, 0.1, 0.2, 0.25, 0.9, 1.05, 1.1, 1.15, 1.2, 2.5, 2.6, 2.61, 2.62, 2.63, 4.0]


def sliding_window(times, limit=3, window=1.0):
    recent = deque()
    decisions = []
    for t in times:
        while recent and t - recent[0] >= window:
            recent.popleft()
        if len(recent) < limit:
            recent.append(t)
            decisions.append("ok")
        else:
            decisions.append("429")
    return decisions


def token_bucket(times, rate=2.0, capacity=3):
    tokens, last = float(capacity), 0.0
    out = []
    for t in times:
        tokens = min(capacity, tokens + (t - last) * rate)
        last = t
        if tokens >= 1:
            tokens -= 1
            out.append("ok")
        else:
            out.append("429")
    return out


sw = sliding_window(requests)
tb = token_bucket(requests)
for t, a, b in zip(requests, sw, tb):
    print(f"{t:5.2f} {a:>4} {b:>4}")
(sw.count("ok"), tb.count("ok"), [t for t, d in zip(requests, sw) if d != "ok"])
