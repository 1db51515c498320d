from typing import NamedTuple


class Result(NamedTuple):
    doc_id: str
    score: float
    title: str


results = [
    Result("d1", 0.92, "Python asyncio guide"),
    Result("d2", 0.85, "Intro to generators"),
    Result("d3", 0.92, "Asyncio in depth"),
    Result("d4", 0.40, "Cooking pasta"),
    Result("d5", 0.85, "Generators and coroutines"),
    Result("d6", 0.71, "Typing hints"),
    Result("d7", 0.92, "Event loops explained"),
]


def dense_rank(items):
    ordered = sorted(items, key=lambda r: (-r.score, r.title.lower()))
    ranked = []
    rank = 0
    prev = None
    for r in ordered:
        if r.score != prev:
            rank += 1
            prev = r.score
        ranked.append((rank, r))
    return ranked


def competition_rank(items):
    ordered = sorted(items, key=lambda r: -r.score)
    out = []
    for i, r in enumerate(ordered):
        if i and r.score == ordered[i - 1].score:
            out.append((out[-1][0], r))
        else:
            out.append((i + 1, r))
    return out


for rank, r in dense_rank(results):
    print(f"{rank:>2}. [{r.score:.2f}] {r.title} ({r.doc_id})")

top3 = [r._replace(title=r.title.upper()) for _, r in dense_rank(results)[:3]]
print(top3[0])
[(rank, r.doc_id) for rank, r in competition_rank(results)], max(results, key=lambda r: r.score)._asdict()
