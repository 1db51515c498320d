import heapq
from collections import defaultdict

scores = [
    ("alice", "math", 91), ("bob", "math", 78), ("carol", "math", 85), ("dan", "math", 91),
    ("alice", "art", 66), ("bob", "art", 95), ("erin", "art", 88), ("frank", "art", 72),
    ("carol", "bio", 59), ("dan", "bio", 77), ("erin", "bio", 93),
]


def top_n(rows, n=2):
    by_subject = defaultdict(list)
    for name, subject, score in rows:
        by_subject[subject].append((score, name))
    result = {}
    for subject in sorted(by_subject):
        best = heapq.nlargest(n, by_subject[subject], key=lambda t: (t[0], [-ord(ch) for ch in t[1]]))
        result[subject] = [f"{name} ({score})" for score, name in best]
    return result


leaders = top_n(scores)
for subject, names in leaders.items():
    print(subject, "->", " | ".join(names))
subjects_per_student = {}
for name, subject, _ in scores:
    subjects_per_student.setdefault(name, []).append(subject)
overall = sorted(n for n, subs in subjects_per_student.items() if len(subs) > 1)
averages = {}
for name, _, score in scores:
    total, count = averages.get(name, (0, 0))
    averages[name] = (total + score, count + 1)
ranked = sorted(((round(t / c, 1), n) for n, (t, c) in averages.items()), reverse=True)
(leaders, ranked[:3], overall)
