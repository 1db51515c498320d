judges = ["j1", "j2", "j3", "j4"]
scores = {
    "alpha": [8.5, 9.0, 7.5, 9.5],
    "bravo": [9.0, 9.0, 8.5, 6.0],
    "charlie": [7.0, 8.0, 8.0, 8.5],
    "delta": [9.5, 9.5, 9.0, 9.0],
}


def trimmed_mean(values):
    if len(values) <= 2:
        return sum(values) / len(values)
    s = sorted(values)[1:-1]
    return sum(s) / len(s)


ranking = sorted(scores, key=lambda k: (-trimmed_mean(scores[k]), k))
per_judge = {j: round(sum(v[i] for v in scores.values()) / len(scores), 3) for i, j in enumerate(judges)}
harshest = min(per_judge, key=per_judge.get)
spread = {k: max(v) - min(v) for k, v in scores.items()}
for place, name in enumerate(ranking, 1):
    print(f"{place}. {name:<8} {trimmed_mean(scores[name]):.2f}  (spread {spread[name]})")
(ranking, per_judge, harshest, [k for k, s in spread.items() if s >= 2])
