# expect: raises RuntimeError
import statistics


class StageError(Exception):
    def __init__(self, stage: str):
        super().__init__(f"stage '{stage}' failed")
        self.stage = stage


def extract(text):
    return [line.split(",") for line in text.strip().splitlines()]


def transform(rows):
    out = []
    for name, score in rows:
        out.append((name.strip(), float(score)))
    return out


def load(rows):
    return {"mean": statistics.mean(s for _, s in rows), "n": len(rows)}


def run(text):
    data = text
    for stage in (extract, transform, load):
        try:
            data = stage(data)
        except Exception as e:
            raise StageError(stage.__name__) from e
    return data


print(run("ann, 3\nbob, 4.5\ncy, 6"))
for bad in ("ann, 3\nbob\n", "ann, x\n", ""):
    try:
        run(bad)
    except StageError as e:
        chain = []
        err = e
        while err is not None:
            chain.append(f"{type(err).__name__}({err})")
            err = err.__cause__ or err.__context__
        print(" <- ".join(chain))

try:
    run("a, b")
except StageError as e:
    raise RuntimeError("pipeline aborted") from e
