import logging
import json

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
logger = logging.getLogger("etl")

RAW = [
    '{"id": 1, "amount": "12.50", "region": "eu"}',
    '{"id": 2, "amount": "oops", "region": "us"}',
    '{"id": 3, "amount": "7", "region": "eu"}',
    'not json',
    '{"id": 5, "region": "apac"}',
]


def parse(line):
    try:
        row = json.loads(line)
    except json.JSONDecodeError as e:
        logger.warning("skipping malformed line: %s", e)
        return None
    if "amount" not in row:
        logger.error("row %d has no amount", row["id"])
        return None
    try:
        row["amount"] = float(row["amount"])
    except ValueError:
        logger.warning("row %d: bad amount %r", row["id"], row["amount"])
        return None
    logger.debug("parsed row %d", row["id"])
    return row


rows = [r for r in (parse(line) for line in RAW) if r is not None]
logger.info("kept %d of %d rows", len(rows), len(RAW))
totals = {}
for r in rows:
    totals[r["region"]] = totals.get(r["region"], 0.0) + r["amount"]
logger.info("totals: %s", totals)
totals
