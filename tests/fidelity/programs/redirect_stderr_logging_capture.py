import io
import logging
from contextlib import redirect_stderr


def process(records):
    log = logging.getLogger("etl")
    good = []
    for rec in records:
        if "id" not in rec:
            log.warning("record without id: %r", rec)
            continue
        if rec.get("amount", 0) < 0:
            log.error("negative amount in %s", rec["id"])
            continue
        good.append(rec)
    return good


records = [
    {"id": "a1", "amount": 10},
    {"amount": 5},
    {"id": "a2", "amount": -3},
    {"id": "a3", "amount": 7},
]

err = io.StringIO()
with redirect_stderr(err):
    kept = process(records)

messages = err.getvalue().splitlines()
print(f"kept {len(kept)} of {len(records)}")
for m in messages:
    print("diagnostic:", m)

err2 = io.StringIO()
with redirect_stderr(err2):
    logging.basicConfig(format="%(levelname)s %(name)s: %(message)s")
logging.getLogger("etl").error("after the block")
print(repr(err2.getvalue()))
[r["id"] for r in kept]
